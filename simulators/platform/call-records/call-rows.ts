import type { EmulatorEvent } from '../events/emulator-event.ts';

/**
 * A call record as the platform keeps it: one per recorded group transmission and one per ended
 * individual voice call. Names are looked up when a record is read (a rename shows everywhere).
 */
export type CallRow = {
  readonly seq: number;
  readonly kind: 'group' | 'individual';
  readonly time: number;
  readonly caller: string;
  /** A terminal ID, or the gid of a group transmission. */
  readonly callee: string;
  readonly durationMs: number;
  readonly status: number | null;
  /** The recording's file name (group voice only). */
  readonly file: string | null;
};

/** The event types call records come from. */
export const CALL_ROW_TYPES: readonly string[] = ['transmission.recorded', 'call.invited', 'call.connected', 'call.ended'];

/** Turns events into rows in log order; remembers when an open call was invited and connected. */
export class CallRowFolder {
  private readonly open = new Map<string, { invitedAt: number; connectedAt: number | null }>();

  fold(seq: number, time: number, event: EmulatorEvent): CallRow | null {
    switch (event.type) {
      case 'transmission.recorded':
        return { seq, kind: 'group', time: event.startedAt, caller: event.msId, callee: event.gid, durationMs: event.talkMs, status: null, file: event.file };
      case 'call.invited':
        if (event.media === 'audio') this.open.set(event.callId, { invitedAt: time, connectedAt: null });
        return null;
      case 'call.connected': {
        const call = this.open.get(event.callId);
        if (call) call.connectedAt = time;
        return null;
      }
      case 'call.ended': {
        if (event.media !== 'audio') return null;
        const call = this.open.get(event.callId);
        this.open.delete(event.callId);
        // A call whose invitation is older than what was read (never, from the start) starts at its end minus its talk.
        const start = call?.connectedAt ?? call?.invitedAt ?? time - event.talkMs;
        return { seq, kind: 'individual', time: start, caller: event.caller, callee: event.callee, durationMs: event.talkMs, status: event.status, file: null };
      }
      default:
        return null;
    }
  }
}
