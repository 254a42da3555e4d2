import { MuteEntrySchema, type DsData, type MuteEntry } from '../../../../protocol/index.ts';
import { z } from 'zod';

/** docs/protocol.md: the mute list endpoints of /ds. */
export const MutePaths = { add: '/ds/mute/add', remove: '/ds/mute/delete', list: '/ds/mute/list' } as const;

/** The part of DsClient the mute list uses, so tests can stand in for it. */
export type MuteDs = {
  get(path: string, params?: Record<string, string>): Promise<DsData>;
  post(path: string, body?: unknown): Promise<DsData>;
};

const MuteList = z.array(MuteEntrySchema);

/** The muted terminals of a list, for a quick "is this talker muted" check. */
export const mutedIdsOf = (list: readonly MuteEntry[]): ReadonlySet<string> => new Set(list.map((entry) => entry.muteId));

export async function loadMuteList(ds: MuteDs): Promise<MuteEntry[]> {
  return MuteList.parse((await ds.get(MutePaths.list)).list);
}

/** SPEC §4: the list is reloaded after every add or delete, so it shows what the platform holds. */
export async function muteTerminal(ds: MuteDs, muteId: string): Promise<MuteEntry[]> {
  await ds.post(MutePaths.add, { muteId });
  return loadMuteList(ds);
}

export async function unmuteTerminal(ds: MuteDs, entry: Pick<MuteEntry, 'id'>): Promise<MuteEntry[]> {
  await ds.post(MutePaths.remove, { id: entry.id });
  return loadMuteList(ds);
}
