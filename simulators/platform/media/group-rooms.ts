import { groupsOfOrganisation, organisationOfGroup, organisationOfTerminal } from '../organisations/organisation-of.ts';
import type { Platform } from '../platform.ts';
import type { MediaRooms } from './media-rooms.ts';

/**
 * How long an organisation's group rooms outlive its last terminal or dispatcher going offline.
 * An idle AudioBridge room still costs Janus a mixer thread that wakes every 20 ms (measured: 200
 * idle rooms kept 45 % of a core busy, docs/performance.md "Idle group rooms"), so rooms follow
 * presence; the grace spares a radio that drops and comes back a re-create.
 */
export const ROOM_IDLE_MS = 60_000;

export type GroupRooms = {
  /** Makes sure of a group's room someone is about to use; an offline organisation's goes again after the grace. */
  use(gid: string): Promise<void>;
  stop(): void;
};

export type GroupRoomOptions = {
  readonly idleMs?: number;
  /** Runs `fn` after `ms`; returns the cancel (tests step it by hand). */
  readonly after?: (ms: number, fn: () => void) => () => void;
};

const realTimer = (ms: number, fn: () => void): (() => void) => {
  const timer = setTimeout(fn, ms);
  timer.unref();
  return () => clearTimeout(timer);
};

/**
 * Rooms while someone may use them: the group rooms of an organisation exist while one of its
 * terminals or dispatchers is online (and for `idleMs` after the last goes). They are asked of
 * Janus when the first comes online, before its login is answered (listeners run within the
 * commit), so a radio joining after its login finds its rooms; the /janus proxy makes sure of a
 * room before a console's request names it. A room someone is still in is kept. Temporary groups keep a room while they exist; a deleted group loses its room.
 */
export function keepGroupRooms(platform: Platform, rooms: MediaRooms, options: GroupRoomOptions = {}): GroupRooms {
  const idleMs = options.idleMs ?? ROOM_IDLE_MS;
  const after = options.after ?? realTimer;
  const { state } = platform;
  /** Online terminals of each organisation that has any. */
  const online = new Map<string, Set<string>>();
  const retiring = new Map<string, () => void>();

  const activate = (cid: string) => {
    retiring.get(cid)?.();
    retiring.delete(cid);
    for (const group of groupsOfOrganisation(state, cid)) void rooms.ensureRoom(group.gid);
  };
  const scheduleRetire = (cid: string) => {
    retiring.get(cid)?.();
    retiring.set(
      cid,
      after(idleMs, () => {
        retiring.delete(cid);
        if (online.has(cid)) return;
        void Promise.all(groupsOfOrganisation(state, cid).map((group) => rooms.retireRoom(group.gid))).then((removed) => {
          // Someone is still in a room: look again later.
          if (removed.includes(false) && !online.has(cid) && !retiring.has(cid)) scheduleRetire(cid);
        });
      }),
    );
  };
  const cameOnline = (msId: string) => {
    const cid = organisationOfTerminal(state, msId);
    if (cid === null) return;
    const members = online.get(cid);
    if (members) return void members.add(msId);
    online.set(cid, new Set([msId]));
    activate(cid);
  };
  const wentOffline = (msId: string) => {
    const cid = organisationOfTerminal(state, msId);
    const members = cid === null ? undefined : online.get(cid);
    if (!cid || !members?.delete(msId) || members.size > 0) return;
    online.delete(cid);
    scheduleRetire(cid);
  };

  for (const terminal of state.terminals.values()) if (terminal.online === 1) cameOnline(terminal.msId);
  for (const gid of state.tempGroups.byGid.keys()) void rooms.ensureRoom(gid);
  const unsubscribe = platform.onCommitted((entries) => {
    for (const { event } of entries) {
      if (event.type === 'terminal.online') cameOnline(event.msId);
      else if (event.type === 'terminal.offline') wentOffline(event.msId);
      else if (event.type === 'group.created') {
        const cid = organisationOfGroup(state, event.group.gid);
        if (cid !== null && online.has(cid)) void rooms.ensureRoom(event.group.gid);
      } else if (event.type === 'group.deleted') void rooms.removeRoom(event.gid);
      else if (event.type === 'tempGroup.created') void rooms.ensureRoom(event.tempGroup.gid);
      else if (event.type === 'tempGroup.removed') void rooms.removeRoom(event.gid);
    }
  });
  return {
    async use(gid) {
      await rooms.ensureRoom(gid);
      const cid = organisationOfGroup(state, gid);
      if (cid !== null && !online.has(cid) && !retiring.has(cid)) scheduleRetire(cid);
    },
    stop() {
      unsubscribe();
      for (const cancel of retiring.values()) cancel();
      retiring.clear();
    },
  };
}
