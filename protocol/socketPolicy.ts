/** The socket client's timing policy and its command error (socket.ts uses them; clients import them from there). */

/** Reconnect backoff: exponential from 250 ms to 10 s, with half of each delay random so clients spread out. */
export const Reconnect = { initialDelayMs: 250, maxDelayMs: 10_000, factor: 2, jitterRatio: 0.5 } as const;
/** A socket that has said nothing for this long is taken as dead and replaced. */
export const Heartbeat = { intervalMs: 10_000, silenceLimitMs: 25_000 } as const;
/**
 * Silence is checked this many times per limit rather than a timer re-armed per frame (a clear
 * and a new timer per message cost as much as decoding a GPS frame): a dead socket is noticed
 * 25 to 27.5 s after its last frame.
 */
export const SILENCE_CHECKS = 10;

export function reconnectDelay(attempt: number, random: () => number): number {
  const base = Math.min(Reconnect.maxDelayMs, Reconnect.initialDelayMs * Reconnect.factor ** attempt);
  return Math.round(base * (1 - Reconnect.jitterRatio + Reconnect.jitterRatio * random()));
}

/** A command that failed: a SPEC §8 socket error, or the server's answer code. */
export class SocketCommandError extends Error {
  constructor(
    readonly code: string,
    readonly desc?: string,
  ) {
    super(desc ? `${code}: ${desc}` : code);
    this.name = 'SocketCommandError';
  }
}
