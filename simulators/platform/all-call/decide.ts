import {
  AllCallLimits,
  AllCallRefusal,
  FloorPriority,
  type AllCallEndReason,
  type AllCallKind,
  type FloorReleaseReason,
  type FloorTalker,
  type PlatformEvent,
} from '../../../protocol/index.ts';
import { decideRelease, type FloorBook, type FloorEvent } from '../floor/decide.ts';

/**
 * One-way call decisions (docs/protocol.md "All-call and broadcast call"), pure like floor/decide.ts:
 * the floors and a request in, a refusal or the events to append out.
 *
 * Floor rules while a one-way call holds a group's floor (`oneWay` on the floor):
 * - terminals and dispatchers asking for it are denied ('one-way', floor/decide.ts);
 * - an emergency request pre-empts it in that group only: the call's audio stops there, the rest
 *   of the call goes on (SOS voice must always get through);
 * - starting pre-empts ordinary talkers (terminals, dispatchers) and clears the waiting queues (nobody
 *   gets the floor by surprise when the call ends); a group whose talker is an emergency is left out.
 */

export type OneWayCaller = { readonly msId: string; readonly name: string; readonly type: number; readonly isDispatcher: boolean };

export type StartRequest = { readonly kind: 'all' } | { readonly kind: 'broadcast'; readonly gids: readonly string[] };

export type StartContext = {
  readonly floors: FloorBook;
  /** Every group a one-way call may reach: fixed groups, then temp groups. */
  readonly groups: readonly string[];
  readonly featureEnabled: boolean;
  /** The caller has a one-way call open already. */
  readonly callerInCall: boolean;
};

export type Refusal = { readonly code: '403' | '404' | '409'; readonly desc: string };

/** Which groups the call is for, or why it cannot start. Checked before the media is set up. */
export function decideTargets(context: StartContext, caller: OneWayCaller, request: StartRequest): Refusal | { readonly gids: string[] } {
  if (!caller.isDispatcher) return { code: '403', desc: AllCallRefusal.NotDispatcher };
  if (!context.featureEnabled) return { code: '403', desc: AllCallRefusal.FeatureDisabled };
  const known = new Set(context.groups);
  const wanted = request.kind === 'all' ? [...context.groups] : [...request.gids];
  const unknown = wanted.filter((gid) => !known.has(gid));
  if (unknown.length > 0) return { code: '404', desc: `${AllCallRefusal.UnknownGroup} ${unknown.join(',')}` };
  if (context.callerInCall || [...context.floors.values()].some((floor) => floor.talker?.msId === caller.msId)) return { code: '409', desc: AllCallRefusal.CallerBusy };
  const inOneWay = wanted.filter((gid) => context.floors.get(gid)?.oneWay);
  if (inOneWay.length > 0) return { code: '409', desc: `${AllCallRefusal.GroupsInOneWay} ${inOneWay.join(',')}` };
  const gids = wanted.filter((gid) => context.floors.get(gid)?.talker?.priority !== FloorPriority.Emergency);
  if (gids.length === 0) return { code: '409', desc: AllCallRefusal.NoGroups };
  return { gids };
}

export type StartDecision = { readonly gids: string[]; readonly events: PlatformEvent[] };

/**
 * The events that start a call on `gids` (already checked, media ready): each floor taken one-way,
 * its ordinary talker pre-empted and its queue cleared, then `allCall.started`.
 */
export function decideStart(
  floors: FloorBook,
  caller: OneWayCaller,
  call: { readonly callId: string; readonly kind: AllCallKind; readonly room: number; readonly gids: readonly string[] },
  now: number,
  maxMs: number = AllCallLimits.maxTalkMs,
): StartDecision {
  const talker: FloorTalker = { msId: caller.msId, name: caller.name, type: caller.type, priority: FloorPriority.Dispatcher };
  const oneWay = { callId: call.callId, kind: call.kind };
  const events: PlatformEvent[] = [];
  const gids: string[] = [];
  for (const gid of call.gids) {
    const floor = floors.get(gid);
    // Re-checked here: an emergency or another one-way call may have come while the media was set up.
    if (floor?.oneWay || floor?.talker?.priority === FloorPriority.Emergency) continue;
    if (floor?.talker) events.push({ type: 'floor.released', gid, msId: floor.talker.msId, reason: 'preempted', talkMs: Math.max(0, Math.round(now - floor.grantedAt)) });
    events.push({ type: 'floor.taken', gid, talker, grantedAt: now, maxMs, oneWay });
    if (floor && floor.queue.length > 0) events.push({ type: 'floor.queue', gid, queue: [] });
    gids.push(gid);
  }
  if (gids.length > 0) {
    events.push({ type: 'allCall.started', callId: call.callId, kind: call.kind, caller: caller.msId, name: caller.name, gids, startedAt: now, maxMs, room: call.room });
  }
  return { gids, events };
}

/** Ends a call: gives back every floor it still holds (reason `release`), then `allCall.ended`. */
export function decideEnd(floors: FloorBook, call: { readonly callId: string; readonly caller: string; readonly startedAt: number }, reason: AllCallEndReason, now: number): PlatformEvent[] {
  const events: FloorEvent[] = [];
  for (const [gid, floor] of floors) {
    if (floor.oneWay?.callId === call.callId && floor.talker?.msId === call.caller) events.push(...decideRelease(floors, call.caller, gid, 'release', now));
  }
  return [...events, { type: 'allCall.ended', callId: call.callId, caller: call.caller, reason, talkMs: Math.max(0, Math.round(now - call.startedAt)) }];
}

/** Why a call ended when it lost its last group's floor in this way. */
export function endReasonOf(release: FloorReleaseReason): AllCallEndReason {
  switch (release) {
    case 'time-limit':
    case 'offline':
    case 'preempted':
    case 'restart':
      return release;
    case 'release':
      return 'ended';
  }
}
