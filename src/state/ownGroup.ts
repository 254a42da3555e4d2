import type { UserInfo } from '../../protocol/index.ts';
import { fleetAtom } from './eventLog.ts';
import type { FleetState } from './fleet.ts';
import { store as defaultStore } from './jotai.ts';
import { userAtom } from './session.ts';

/**
 * SPEC §4: a group switch updates the user's pttGroup and gId. The platform's record of the
 * dispatcher's own terminal says which group it is in now (after its own switch or a remote
 * one), so the user follows it; the same user object comes back when nothing changed.
 */
export function withOwnGroup(user: UserInfo, fleet: FleetState): UserInfo {
  const gid = fleet.terminals.get(user.msId)?.currentGroup;
  if (!gid || (user.pttGroup === gid && user.gId === gid)) return user;
  return { ...user, pttGroup: gid, gId: gid, gName: fleet.groups.get(gid)?.name ?? user.gName };
}

/** Keeps the user's group in step with the fleet for as long as the console runs; returns the unsubscribe. */
export function followOwnGroup(store: typeof defaultStore = defaultStore): () => void {
  const update = () => {
    const user = store.get(userAtom);
    if (!user) return;
    const next = withOwnGroup(user, store.get(fleetAtom));
    if (next !== user) store.set(userAtom, next);
  };
  update();
  const unsubscribeFleet = store.sub(fleetAtom, update);
  const unsubscribeUser = store.sub(userAtom, update);
  return () => {
    unsubscribeFleet();
    unsubscribeUser();
  };
}
