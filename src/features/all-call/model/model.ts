import { AllCallGrantSchema, AllCallRefusal, SocketCommandError, SocketError, type AllCallGrant, type AllCallKind, type FloorTalker, type Group } from '../../../../protocol/index.ts';
import type { FloorsState, GroupFloor } from '../../../state/floors.ts';
import type { MessageKey } from '../../../ui/index.ts';
import type { SendCommand } from '../../voice/index.ts';

/** A one-way call as every console sees it: from the floors it holds (so a resync shows it too). */
export type OneWayCallView = { readonly callId: string; readonly kind: AllCallKind; readonly talker: FloorTalker; readonly gids: readonly string[] };

export function oneWayCalls(floors: FloorsState): OneWayCallView[] {
  const calls = new Map<string, { callId: string; kind: AllCallKind; talker: FloorTalker; gids: string[] }>();
  for (const floor of floors.values()) {
    if (!floor.oneWay || !floor.talker) continue;
    const call = calls.get(floor.oneWay.callId) ?? { callId: floor.oneWay.callId, kind: floor.oneWay.kind, talker: floor.talker, gids: [] };
    call.gids.push(floor.gid);
    calls.set(call.callId, call);
  }
  return [...calls.values()].map((call) => ({ ...call, gids: call.gids.sort() }));
}

/**
 * The console's own one-way call. Press-to-start and press-to-stop (not hold-to-talk): an all-call
 * is an announcement that lasts, and setting it up (rooms, relays) takes a moment.
 */
export type OwnCall =
  | { readonly phase: 'idle' }
  | { readonly phase: 'starting'; readonly kind: AllCallKind }
  /** step: how far the audio got; attempt: which try of it got through (OneWayTalk). */
  | { readonly phase: 'connecting' | 'talking'; readonly grant: AllCallGrant; readonly step?: string; readonly attempt?: number }
  | { readonly phase: 'ended'; readonly message: MessageKey }
  /** step: how far the audio got when it failed (OneWayTalkStep), for support and the tests. */
  | { readonly phase: 'error'; readonly message: MessageKey; readonly code?: string; readonly step?: string };

export const IDLE: OwnCall = { phase: 'idle' };

export const decodeGrant = (data: unknown): AllCallGrant | null => {
  const parsed = AllCallGrantSchema.safeParse(data);
  return parsed.success ? parsed.data : null;
};

/** Whether our call still holds any floor; once it holds none the platform has ended it. */
export const callHoldsFloors = (floors: FloorsState, callId: string): boolean => [...floors.values()].some((floor) => floor.oneWay?.callId === callId);

/** Why our call ended when the platform ended it: how it lost its last floor. */
export function endedMessage(floors: FloorsState, grant: AllCallGrant, me: string): MessageKey {
  // The latest of my releases ended the call: an earlier one (an SOS pre-empting one group) did not.
  const releases = grant.gids.flatMap((gid) => {
    const release = floors.get(gid)?.lastRelease;
    return release?.msId === me ? [release] : [];
  });
  const reason = releases.reduce<(typeof releases)[number] | undefined>((latest, release) => (!latest || release.at >= latest.at ? release : latest), undefined)?.reason;
  switch (reason) {
    case 'time-limit':
      return 'allCall.end.timeLimit';
    case 'offline':
      return 'allCall.end.offline';
    case 'preempted':
      return 'allCall.end.preempted';
    case 'restart':
      return 'allCall.end.restart';
    default:
      return 'allCall.state.ended';
  }
}

/** The message of a refused or failed allCallStart. */
export function refusalOf(error: unknown): { message: MessageKey; code?: string } {
  if (!(error instanceof SocketCommandError)) return { message: 'allCall.error.failed', code: String(error) };
  if (error.code === SocketError.Timeout) return { message: 'allCall.error.timeout' };
  if (error.code === SocketError.NotOnline || error.code === SocketError.Disconnected || error.code === SocketError.NoSocket) return { message: 'allCall.offline' };
  const desc = error.desc ?? '';
  const known: ReadonlyArray<[string, MessageKey]> = [
    [AllCallRefusal.CallerBusy, 'allCall.error.busy'],
    [AllCallRefusal.GroupsInOneWay, 'allCall.error.oneWay'],
    [AllCallRefusal.NoGroups, 'allCall.error.noGroups'],
    [AllCallRefusal.UnknownGroup, 'allCall.error.unknown'],
    [AllCallRefusal.NotDispatcher, 'allCall.error.forbidden'],
    [AllCallRefusal.FeatureDisabled, 'allCall.error.forbidden'],
    [AllCallRefusal.MediaUnavailable, 'allCall.error.media'],
  ];
  const match = known.find(([prefix]) => desc.startsWith(prefix));
  return match ? { message: match[1] } : { message: 'allCall.error.failed', code: error.code };
}

/** Groups to pick from, in tree order (parents before children) with their depth. */
export function groupChoices(groups: Iterable<Group>): Array<{ readonly group: Group; readonly depth: number }> {
  const all = [...groups];
  const known = new Set(all.map((group) => group.gid));
  const children = new Map<string, Group[]>();
  for (const group of all) {
    const parent = known.has(group.fid) && group.fid !== group.gid ? group.fid : '0';
    children.set(parent, [...(children.get(parent) ?? []), group]);
  }
  const rows: Array<{ group: Group; depth: number }> = [];
  const visit = (parent: string, depth: number, seen: Set<string>) => {
    const list = (children.get(parent) ?? []).sort((a, b) => a.seqNum - b.seqNum || a.name.localeCompare(b.name));
    for (const group of list) {
      if (seen.has(group.gid)) continue;
      seen.add(group.gid);
      rows.push({ group, depth });
      visit(group.gid, depth + 1, seen);
    }
  };
  visit('0', 0, new Set());
  return rows;
}

export const secondsLeft = (grant: AllCallGrant, now: number): number => Math.max(0, Math.ceil((grant.startedAt + grant.maxMs - now) / 1000));

export type { GroupFloor };

/** Tries of allCallEnd before giving up: every radio is listen-only until the platform ends the call. */
const END_ATTEMPTS = 3;

/**
 * Ends our call on the platform, asking again when an answer times out (a busy platform may answer
 * late; a second end of the same call is a harmless '404'). Offline it stops: the platform ends the
 * calls of a caller who went offline. Resolves whether the platform confirmed it.
 */
export async function endOnPlatform(send: SendCommand, callId: string): Promise<boolean> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      await send('allCallEnd', { callId });
      return true;
    } catch (error) {
      const timedOut = error instanceof SocketCommandError && error.code === SocketError.Timeout;
      if (!timedOut) return error instanceof SocketCommandError && error.code === '404';
      if (attempt >= END_ATTEMPTS) return false;
    }
  }
}
