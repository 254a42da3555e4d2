import { FloorAnswerSchema, type MonitorGrant, type SosAlarm } from '../../../../protocol/index.ts';
import type { TerminalRecord } from '../../../state/fleet.ts';

/**
 * What the console opened for an SOS this dispatcher acknowledged (the emergency workflow, docs/
 * protocol.md): ambient listening of the terminal, its camera when it has one, its recent track on
 * the map, and the floor of its group pre-empted for the dispatcher. Plain data; the media stays in
 * the call engine and the stream player.
 */

export type FloorOutcome =
  | { readonly kind: 'requesting' }
  | { readonly kind: 'granted' }
  | { readonly kind: 'queued'; readonly position: number }
  | { readonly kind: 'denied'; readonly reason: string }
  | { readonly kind: 'failed'; readonly code: string }
  | { readonly kind: 'released' }
  | { readonly kind: 'noGroup' };

export type CameraState =
  | { readonly kind: 'none' }
  | { readonly kind: 'starting' }
  | { readonly kind: 'live'; readonly grant: MonitorGrant }
  | { readonly kind: 'failed'; readonly code: string };

export type SosResponse = {
  readonly alarmId: string;
  readonly msId: string;
  readonly name: string;
  /** The group whose floor is pre-empted: the terminal's current group (its first when it has none). */
  readonly gid: string | null;
  readonly groupName: string;
  readonly floor: FloorOutcome;
  readonly camera: CameraState;
  /** Whether ambient listening was asked for (the call panel shows how it goes). */
  readonly listening: boolean;
};

/** How long back "recent track" looks. */
export const SOS_RECENT_TRACK_MS = 60 * 60 * 1000;

export function responseOf(alarm: SosAlarm, terminal: Pick<TerminalRecord, 'currentGroup' | 'grp'> | undefined, groupName: (gid: string) => string, camera: boolean, listening: boolean): SosResponse {
  const gid = terminal ? terminal.currentGroup || terminal.grp[0] || null : null;
  return {
    alarmId: alarm.id,
    msId: alarm.msId,
    name: alarm.name,
    gid,
    groupName: gid === null ? '' : groupName(gid),
    floor: gid === null ? { kind: 'noGroup' } : { kind: 'requesting' },
    camera: camera ? { kind: 'starting' } : { kind: 'none' },
    listening,
  };
}

/** The platform's answer to floorRequest as an outcome (anything else is a failure). */
export function floorOutcomeOf(data: unknown): FloorOutcome {
  const answer = FloorAnswerSchema.safeParse(data);
  if (!answer.success) return { kind: 'failed', code: 'bad-answer' };
  if (answer.data.outcome === 'granted') return { kind: 'granted' };
  if (answer.data.outcome === 'queued') return { kind: 'queued', position: answer.data.position };
  return { kind: 'denied', reason: answer.data.reason };
}
