import { describe, expect, it, vi } from 'vitest';
import { DsClient, DsError } from './rest.ts';

type Answer = { code: string | number; data?: unknown };

/** A fake /ds server: answers 105 until the token is renewed, then '0'. */
function tokenServer() {
  let currentToken = 'old';
  const seenTokens: string[] = [];
  const fetch = vi.fn(async (input: RequestInfo | URL) => {
    const token = new URL(String(input), 'http://x').searchParams.get('token') ?? '';
    seenTokens.push(token);
    await Promise.resolve();
    const answer: Answer = token === currentToken ? { code: '0', data: { desc: token } } : { code: '105' };
    return new Response(JSON.stringify(answer));
  });
  return { fetch, seenTokens, renew: (next: string) => (currentToken = next) };
}

describe('DsClient', () => {
  it('unwraps data.desc and data.list on code 0', async () => {
    const fetch = vi.fn(async () => new Response(JSON.stringify({ code: 0, data: { desc: { a: 1 }, list: [1, 2] } })));
    const client = new DsClient({ fetch });
    await expect(client.get('/ds/data/x')).resolves.toEqual({ desc: { a: 1 }, list: [1, 2] });
  });

  it('rejects with the answer code otherwise', async () => {
    const fetch = vi.fn(async () => new Response(JSON.stringify({ code: '2', desc: 'wrong password' })));
    const error = await new DsClient({ fetch }).get('/ds/user').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(DsError);
    expect((error as DsError).code).toBe('2');
  });

  it("rejects with '500' when nothing answers in time", async () => {
    vi.useFakeTimers();
    const fetch = vi.fn(
      (_: RequestInfo | URL, init?: RequestInit) =>
        new Promise<Response>((_resolve, reject) => init?.signal?.addEventListener('abort', () => reject(new Error('aborted')))),
    );
    const pending = new DsClient({ fetch, timeoutMs: 30_000 }).get('/ds/data/x').catch((e: DsError) => e.code);
    await vi.advanceTimersByTimeAsync(30_000);
    await expect(pending).resolves.toBe('500');
    vi.useRealTimers();
  });

  it('re-authenticates once on 105 and retries with the new token', async () => {
    const server = tokenServer();
    let token = 'stale';
    const reauthenticate = vi.fn(async () => {
      token = 'fresh';
      server.renew('fresh');
      return true;
    });
    const client = new DsClient({ fetch: server.fetch, token: () => token, reauthenticate });
    await expect(client.get('/ds/data/x')).resolves.toEqual({ desc: 'fresh', list: [] });
    expect(reauthenticate).toHaveBeenCalledTimes(1);
    expect(server.seenTokens).toEqual(['stale', 'fresh']);
  });

  it('N concurrent 105s cause exactly one re-login', async () => {
    const server = tokenServer();
    let token = 'stale';
    const reauthenticate = vi.fn(async () => {
      await new Promise((resolve) => setTimeout(resolve, 5));
      token = 'fresh';
      server.renew('fresh');
      return true;
    });
    const client = new DsClient({ fetch: server.fetch, token: () => token, reauthenticate });
    const results = await Promise.all(Array.from({ length: 25 }, () => client.get('/ds/data/x')));
    expect(results.every((result) => result.desc === 'fresh')).toBe(true);
    expect(reauthenticate).toHaveBeenCalledTimes(1);
  });

  it("fails with 'ds token timeout' when the re-login fails or the retry still says 105", async () => {
    const server = tokenServer();
    const refused = new DsClient({ fetch: server.fetch, token: () => 'stale', reauthenticate: async () => false });
    await expect(refused.get('/ds/data/x')).rejects.toMatchObject({ code: 'ds token timeout' });
    const useless = vi.fn(async () => true);
    const stillStale = new DsClient({ fetch: server.fetch, token: () => 'stale', reauthenticate: useless });
    await expect(stillStale.get('/ds/data/x')).rejects.toMatchObject({ code: 'ds token timeout' });
    expect(useless).toHaveBeenCalledTimes(1);
  });

  it('adds the token parameter except on user and pub paths', async () => {
    const urls: string[] = [];
    const fetch = vi.fn(async (input: RequestInfo | URL) => {
      urls.push(String(input));
      return new Response(JSON.stringify({ code: '0' }));
    });
    const client = new DsClient({ fetch, token: () => 'T' });
    await client.get('/ds/user', { uid: 'a' });
    await client.get('/ds/pub/loginext');
    await client.get('/ds/data/getGrpMsList');
    expect(urls).toEqual(['/ds/user?uid=a', '/ds/pub/loginext', '/ds/data/getGrpMsList?token=T']);
  });
});
