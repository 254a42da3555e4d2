import { describe, expect, it } from 'vitest';
import { PatrolClient, PatrolError } from './patrolClient.ts';
import { PatrolPaths } from './patrol.ts';

/** A patrol service in a function: tokens it gave out, and which of them it still takes. */
function fakeService() {
  const valid = new Set<string>();
  const seen: string[] = [];
  let issued = 0;
  const fetchImpl: typeof globalThis.fetch = async (input, init) => {
    const path = new URL(String(input), 'http://x').pathname;
    seen.push(path);
    if (path === PatrolPaths.login) {
      const token = `t${++issued}`;
      valid.add(token);
      return Response.json({ code: 200, msg: 'ok', data: { token } });
    }
    const token = (init?.headers as Record<string, string>).token ?? '';
    if (!valid.has(token)) return Response.json({ code: 1011, msg: 'tokenInvalid', data: null });
    return Response.json({ code: '200', msg: 'ok', data: [path] });
  };
  return { fetch: fetchImpl, valid, seen };
}

describe('PatrolClient', () => {
  it('logs in on first use and again, once, when calls at the same time get 1011', async () => {
    const service = fakeService();
    const client = new PatrolClient({ fetch: service.fetch, credentials: async () => ({ account: '20000001', passwordHash: 'a'.repeat(32) }) });
    expect(await client.get(PatrolPaths.userList)).toEqual([PatrolPaths.userList]);
    service.valid.clear();
    expect(await Promise.all([client.get(PatrolPaths.pointList), client.get(PatrolPaths.routeList)])).toEqual([[PatrolPaths.pointList], [PatrolPaths.routeList]]);
    expect(client.logins).toBe(2);
    expect(service.seen.filter((path) => path === PatrolPaths.login)).toHaveLength(2);
  });

  it('fails with 1011 when there are no credentials, and with the refusal otherwise', async () => {
    const service = fakeService();
    const none = new PatrolClient({ fetch: service.fetch, credentials: async () => null });
    await expect(none.get(PatrolPaths.userList)).rejects.toEqual(new PatrolError('1011'));
    const refusing = new PatrolClient({ fetch: async () => Response.json({ code: 401, msg: 'badLogin' }), credentials: async () => ({ account: '1', passwordHash: '' }) });
    await expect(refusing.get(PatrolPaths.userList)).rejects.toMatchObject({ code: '401', msg: 'badLogin' });
  });
});
