/**
 * Plugin requests a browser has sent through the proxy that Janus has not finished answering. A
 * browser that goes away (a reload, a closed tab) while a request is in flight must not take the
 * upstream socket with it at once: Janus 1.1.2 then frees the session while AudioBridge's handler
 * thread still answers the request, and pushing that answer crashes Janus (SIGSEGV in
 * janus_plugin_session_is_alive, seen in CI). So the proxy closes upstream once these are answered,
 * or after DRAIN_LIMIT_MS at the most.
 */
export const DRAIN_LIMIT_MS = 3_000;

/** Janus's answers that end a request (an 'ack' only says it was queued). */
const FINAL = new Set(['event', 'success', 'error']);

type Frame = { readonly janus?: unknown; readonly transaction?: unknown };

const parse = (text: string): Frame | null => {
  try {
    const frame = JSON.parse(text) as unknown;
    return typeof frame === 'object' && frame !== null ? (frame as Frame) : null;
  } catch {
    return null;
  }
};

export class JanusDrain {
  private readonly pending = new Set<string>();
  private onEmpty: (() => void) | null = null;

  /** A browser's frame on its way to Janus. */
  sent(text: string): void {
    const frame = parse(text);
    if (frame?.janus === 'message' && typeof frame.transaction === 'string') this.pending.add(frame.transaction);
  }

  /** A Janus frame on its way to the browser. */
  answered(text: string): void {
    const frame = parse(text);
    if (typeof frame?.transaction !== 'string' || !FINAL.has(frame.janus as string)) return;
    this.pending.delete(frame.transaction);
    if (this.pending.size === 0) this.onEmpty?.();
  }

  /** Runs `close` once nothing is in flight, or after `limitMs`; once either way. */
  whenDrained(close: () => void, limitMs = DRAIN_LIMIT_MS): void {
    let done = false;
    const once = () => {
      if (done) return;
      done = true;
      clearTimeout(timer);
      this.onEmpty = null;
      close();
    };
    const timer = setTimeout(once, limitMs);
    timer.unref?.();
    if (this.pending.size === 0) return once();
    this.onEmpty = once;
  }
}
