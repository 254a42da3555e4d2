import { describe, expect, it } from 'vitest';
import type { DsData } from '../../../../protocol/index.ts';
import { loadMuteList, mutedIdsOf, MutePaths, muteTerminal, unmuteTerminal, type MuteDs } from './model.ts';

/** A platform that keeps the list and records the calls, like the emulator does. */
function fakeDs(): MuteDs & { calls: string[] } {
  let list = [{ id: '20000001-10000005', msId: '20000001', muteId: '10000005' }];
  const calls: string[] = [];
  const answer = (desc: unknown, items: unknown[] = []): DsData => ({ desc, list: items });
  return {
    calls,
    async get(path) {
      calls.push(`GET ${path}`);
      return answer(null, list);
    },
    async post(path, body) {
      calls.push(`POST ${path}`);
      const { muteId, id } = body as { muteId?: string; id?: string };
      if (path === MutePaths.add) list = [...list, { id: `20000001-${muteId}`, msId: '20000001', muteId: muteId! }];
      else list = list.filter((entry) => entry.id !== id);
      return answer(null);
    },
  };
}

describe('mute list', () => {
  it('reloads the list after every change', async () => {
    const ds = fakeDs();
    expect(await loadMuteList(ds)).toHaveLength(1);
    expect(mutedIdsOf(await muteTerminal(ds, '10000006'))).toEqual(new Set(['10000005', '10000006']));
    expect(mutedIdsOf(await unmuteTerminal(ds, { id: '20000001-10000005' }))).toEqual(new Set(['10000006']));
    expect(ds.calls).toEqual(['GET /ds/mute/list', 'POST /ds/mute/add', 'GET /ds/mute/list', 'POST /ds/mute/delete', 'GET /ds/mute/list']);
  });

  it('refuses a malformed answer instead of showing it', async () => {
    const ds: MuteDs = { get: async () => ({ desc: null, list: [{ id: 1 }] }), post: async () => ({ desc: null, list: [] }) };
    await expect(loadMuteList(ds)).rejects.toThrow();
  });
});
