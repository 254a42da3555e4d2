import { hashForWire } from './password.ts';
import { isPatrolOk, PATROL_TOKEN_HEADER, PatrolCode, PatrolPaths } from './patrol.ts';
import { Limits } from './codes.ts';

/** A refused or failed patrol call: the answer's code and msg, or '500' when nothing answered. */
export class PatrolError extends Error {
  constructor(
    readonly code: string,
    readonly msg: string = '',
  ) {
    super(msg ? `${code}: ${msg}` : code);
    this.name = 'PatrolError';
  }
}

/** Account and the MD5 hex of its password, as sysUsers/login takes them. */
export type PatrolCredentials = { readonly account: string; readonly passwordHash: string };

export type PatrolClientOptions = {
  readonly baseUrl?: string;
  readonly fetch?: typeof fetch;
  readonly timeoutMs?: number;
  /** Where the (re-)login gets its credentials; null: none stored, the call fails. */
  readonly credentials: () => Promise<PatrolCredentials | null>;
};

type Params = Record<string, string | number | undefined>;
type PatrolEnvelope = { code: unknown; msg?: unknown; data?: unknown };

export const patrolCredentialsOf = (account: string, password: string): PatrolCredentials => ({ account, passwordHash: hashForWire(password) });

/**
 * The patrol service's client (SPEC §7, §8): sends its own token in a header, logs in through
 * sysUsers/login when it has none, and on 1011 logs in again and retries the call once, so the
 * user sees nothing. One login however many calls saw 1011 at once.
 */
export class PatrolClient {
  private token: string | null = null;
  private pendingLogin: Promise<string> | null = null;
  /** How many logins this client made (the first and every 1011 re-login). */
  logins = 0;

  constructor(private readonly options: PatrolClientOptions) {}

  get<T = unknown>(path: string, params?: Params): Promise<T> {
    return this.call('GET', path, { params }) as Promise<T>;
  }

  post<T = unknown>(path: string, body: unknown): Promise<T> {
    return this.call('POST', path, { body }) as Promise<T>;
  }

  put<T = unknown>(path: string, body: unknown): Promise<T> {
    return this.call('PUT', path, { body }) as Promise<T>;
  }

  delete<T = unknown>(path: string, params: Params): Promise<T> {
    return this.call('DELETE', path, { params }) as Promise<T>;
  }

  private async call(method: string, path: string, init: { params?: Params; body?: unknown }): Promise<unknown> {
    const used = this.token ?? (await this.login(null));
    const first = await this.send(method, path, init, used);
    if (Number(first.code) !== PatrolCode.TokenInvalid) return unwrap(first);
    const fresh = await this.login(used);
    return unwrap(await this.send(method, path, init, fresh));
  }

  /** A fresh token, unless another call already replaced `stale`. */
  private login(stale: string | null): Promise<string> {
    if (this.token !== null && this.token !== stale) return Promise.resolve(this.token);
    this.pendingLogin ??= this.doLogin().finally(() => {
      this.pendingLogin = null;
    });
    return this.pendingLogin;
  }

  private async doLogin(): Promise<string> {
    this.token = null;
    const credentials = await this.options.credentials();
    if (!credentials) throw new PatrolError(String(PatrolCode.TokenInvalid));
    const answer = unwrap(await this.send('POST', PatrolPaths.login, { body: { username: credentials.account, password: credentials.passwordHash } }, null));
    const token = (answer as { token?: unknown } | null)?.token;
    if (typeof token !== 'string') throw new PatrolError('500', 'malformed login answer');
    this.logins += 1;
    this.token = token;
    return token;
  }

  private async send(method: string, path: string, init: { params?: Params; body?: unknown }, token: string | null): Promise<PatrolEnvelope> {
    const query = new URLSearchParams();
    for (const [key, value] of Object.entries(init.params ?? {})) if (value !== undefined) query.set(key, String(value));
    const url = `${this.options.baseUrl ?? ''}${path}${query.size > 0 ? `?${query}` : ''}`;
    const headers: Record<string, string> = {};
    if (token) headers[PATROL_TOKEN_HEADER] = token;
    if (init.body !== undefined) headers['content-type'] = 'application/json';
    const abort = new AbortController();
    const timer = setTimeout(() => abort.abort(), this.options.timeoutMs ?? Limits.requestTimeoutMs);
    try {
      const fetchImpl = this.options.fetch ?? ((input, options) => globalThis.fetch(input, options));
      const response = await fetchImpl(url, { method, headers, signal: abort.signal, body: init.body === undefined ? undefined : JSON.stringify(init.body) });
      const envelope: unknown = await response.json();
      if (typeof envelope !== 'object' || envelope === null || !('code' in envelope)) throw new PatrolError('500', 'malformed answer');
      return envelope as PatrolEnvelope;
    } catch (error) {
      if (error instanceof PatrolError) throw error;
      throw new PatrolError('500');
    } finally {
      clearTimeout(timer);
    }
  }
}

function unwrap(envelope: PatrolEnvelope): unknown {
  if (!isPatrolOk(envelope.code)) throw new PatrolError(String(envelope.code), typeof envelope.msg === 'string' ? envelope.msg : '');
  return envelope.data ?? null;
}
