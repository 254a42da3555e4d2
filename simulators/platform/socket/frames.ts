import type { ServerFrame } from '../../../protocol/index.ts';
import { groupList, terminalList } from '../projection/views.ts';
import { openAlarms } from '../projection/sos-reducer.ts';
import type { PlatformState } from '../projection/state.ts';

/** Server frames as text: each is serialised once, however many sockets it goes to. */

type EventLike = { readonly seq: number; readonly stream: string; readonly time: number };

/**
 * `prev`: no public event lies between prev and seq, so a client that has seen prev knows it missed
 * nothing (docs/protocol.md "Resume"); private events share the log, so seqs alone have holes.
 */
export const eventFrameText = (event: EventLike, body: unknown, prev: number): string =>
  JSON.stringify({ type: 'event', seq: event.seq, prev, stream: event.stream, time: event.time, event: body });

export const snapshotFrameText = (state: PlatformState): string =>
  JSON.stringify({ type: 'snapshot', seq: state.head, groups: groupList(state), terminals: terminalList(state), floors: [...state.floors.values()], tempGroups: [...state.tempGroups.byGid.values()], sos: openAlarms(state.sos), calls: [...state.calls.values()] } satisfies ServerFrame);

export function replyFrameText(id: string, code: string, desc?: string, data?: unknown): string {
  const frame: ServerFrame = { type: 'reply', id, code, ...(desc === undefined ? {} : { desc }), ...(data === undefined ? {} : { data }) };
  return JSON.stringify(frame);
}

export const kickedFrameText = (reason: 'elsewhere' | 'expired' | 'stopped'): string =>
  JSON.stringify({ type: 'kicked', reason } satisfies ServerFrame);

export const pongFrameText = (time: number): string => JSON.stringify({ type: 'pong', time } satisfies ServerFrame);
