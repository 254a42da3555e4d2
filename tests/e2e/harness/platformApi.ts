import { hashForWire } from '../../../protocol/index.ts';
import type { CreatedOrganisation } from '../../../simulators/platform/organisations/organisation-test-routes.ts';

type Envelope = { code: string; desc?: string; data?: { desc?: unknown; list?: unknown[] } };

/** As the test control answers it (JSON of the emulator's own type). */
export type TestOrganisation = CreatedOrganisation;

/** The emulator's /ds and /test endpoints as tests use them. */
export class PlatformApi {
  private readonly overridden = new Set<string>();

  constructor(readonly baseUrl: string) {}

  async call(method: string, path: string, body?: unknown): Promise<Envelope> {
    const response = await fetch(`${this.baseUrl}${path}`, {
      method,
      headers: body === undefined ? {} : { 'content-type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    return (await response.json()) as Envelope;
  }

  /** Makes the emulator answer `code` (and `desc`) to the account's next logins. */
  async setLoginAnswer(account: string, code: string | null, desc?: string): Promise<void> {
    await this.call('POST', '/test/login-answer', { account, code, desc });
    if (code === null) this.overridden.delete(account);
    else this.overridden.add(account);
  }

  async resetLoginAnswers(): Promise<void> {
    for (const account of [...this.overridden]) await this.setLoginAnswer(account, null);
  }

  async dropSockets(msId?: string): Promise<void> {
    await this.call('POST', '/test/drop-sockets', msId ? { msId } : {});
  }

  async emit(count: number): Promise<void> {
    await this.call('POST', '/test/emit', { count });
  }

  /** Public events after `after`, as the store holds them. */
  async eventsAfter(after: number): Promise<{ head: number; seqs: number[] }> {
    const answer = await this.call('GET', `/test/events?after=${after}`);
    const list = (answer.data?.list ?? []) as Array<{ seq: number }>;
    return { head: (answer.data?.desc as { head: number }).head, seqs: list.map((event) => event.seq) };
  }

  /** A new organisation of its own (docs/protocol.md "Test controls"): nothing of another reaches it. */
  async createOrganisation(name: string, password: string, shape: { teams?: number; radios?: number; dispatchers?: number; types?: number[]; district?: boolean } = {}): Promise<TestOrganisation> {
    const answer = await this.call('POST', '/test/organisation', { name, password, ...shape });
    if (answer.code !== '0') throw new Error(`organisation ${name} not created: ${answer.code} ${answer.desc ?? ''}`);
    return answer.data?.desc as TestOrganisation;
  }

  /** A token for a terminal account, as a device gets it. */
  async token(account: string, password: string): Promise<string> {
    const answer = await this.call('GET', `/ds/user?uid=${account}&auth=${hashForWire(password)}`);
    if (answer.code !== '0') throw new Error(`login of ${account} failed: ${answer.code}`);
    return (answer.data?.desc as { token: string }).token;
  }
}
