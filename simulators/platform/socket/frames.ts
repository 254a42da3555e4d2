import type { KickReason, ServerFrame } from '../../../protocol/index.ts';
import { groupList, terminalList } from '../projection/views.ts';
import { openAlarms } from '../projection/sos-reducer.ts';
import type { PlatformState } from '../projection/state.ts';
import { organisationOfGroup, organisationOfTerminal } from '../organisations/organisation-of.ts';

/** Server frames as text: each is serialised once, however many sockets it goes to. */

type EventLike = { readonly seq: number; readonly stream: string; readonly time: number };

/**
 * `prev`: no public event lies between prev and seq, so a client that has seen prev knows it missed
 * nothing (docs/protocol.md "Resume"); private events share the log, so seqs alone have holes.
 */
export const eventFrameText = (event: EventLike, body: unknown, prev: number): string =>
  JSON.stringify({ type: 'event', seq: event.seq, prev, stream: event.stream, time: event.time, event: body });

/** A dispatcher's snapshot: everything of its organisation (`cid`), nothing of another's. */
export function snapshotFrameText(state: PlatformState, cid: string | null): string {
  const ours = (gid: string) => organisationOfGroup(state, gid) === cid;
  const frame: ServerFrame = {
    type: 'snapshot',
    seq: state.head,
    groups: groupList(state, cid),
    terminals: terminalList(state, cid),
    floors: [...state.floors.values()].filter((floor) => ours(floor.gid)),
    lastTalk: [...state.lastTalk.values()].filter((talk) => ours(talk.gid)),
    tempGroups: [...state.tempGroups.byGid.values()].filter((group) => ours(group.gid)),
    sos: openAlarms(state.sos).filter((alarm) => organisationOfTerminal(state, alarm.msId) === cid),
    calls: [...state.calls.values()].filter((call) => organisationOfTerminal(state, call.caller) === cid),
  };
  return JSON.stringify(frame);
}

export function replyFrameText(id: string, code: string, desc?: string, data?: unknown): string {
  const frame: ServerFrame = { type: 'reply', id, code, ...(desc === undefined ? {} : { desc }), ...(data === undefined ? {} : { data }) };
  return JSON.stringify(frame);
}

export function refusedFrameText(name: string, code: string, desc?: string): string {
  const frame: ServerFrame = { type: 'refused', name, code, ...(desc === undefined ? {} : { desc }) };
  return JSON.stringify(frame);
}

export const kickedFrameText = (reason: KickReason): string =>
  JSON.stringify({ type: 'kicked', reason } satisfies ServerFrame);

export const pongFrameText = (time: number): string => JSON.stringify({ type: 'pong', time } satisfies ServerFrame);

/**
 * Event frames as WebSocket text frames (RFC 6455 §5.2: FIN, opcode 1, unmasked as a server sends
 * them), one after another in one buffer. The live fan-out builds it once per committed batch and
 * writes it whole to every console's socket, instead of one `ws.send` (a header and a write) per
 * event and socket.
 */
export function webSocketTextFrames(payloads: readonly Buffer[]): Buffer {
  let size = 0;
  for (const payload of payloads) size += headerLength(payload.length) + payload.length;
  const wire = Buffer.allocUnsafe(size);
  let at = 0;
  for (const payload of payloads) {
    const length = payload.length;
    wire[at++] = 0x81;
    if (length <= 125) wire[at++] = length;
    else if (length <= 0xffff) {
      wire[at++] = 126;
      wire.writeUInt16BE(length, at);
      at += 2;
    } else {
      wire[at++] = 127;
      wire.writeBigUInt64BE(BigInt(length), at);
      at += 8;
    }
    at += payload.copy(wire, at);
  }
  return wire;
}

/**
 * One text as one WebSocket text frame in one buffer, encoded straight into it: a reply goes out in
 * one socket write instead of ws's header-and-payload pair (a corked writev, about twice the cost on
 * the 10,000-terminal run's profile).
 */
export function webSocketTextFrame(text: string): Buffer {
  const length = Buffer.byteLength(text);
  const header = headerLength(length);
  const wire = Buffer.allocUnsafe(header + length);
  wire[0] = 0x81;
  if (length <= 125) wire[1] = length;
  else if (length <= 0xffff) {
    wire[1] = 126;
    wire.writeUInt16BE(length, 2);
  } else {
    wire[1] = 127;
    wire.writeBigUInt64BE(BigInt(length), 2);
  }
  wire.write(text, header);
  return wire;
}

const headerLength = (length: number): number => (length <= 125 ? 2 : length <= 0xffff ? 4 : 10);
