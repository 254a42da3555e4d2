import { afterEach, describe, expect, it, vi } from 'vitest';
import { DRAIN_LIMIT_MS, JanusDrain } from './janus-drain.ts';

const message = (transaction: string) => JSON.stringify({ janus: 'message', session_id: 1, handle_id: 2, transaction, body: { request: 'join', room: 150 } });
const answer = (janus: string, transaction: string) => JSON.stringify({ janus, session_id: 1, sender: 2, transaction });

afterEach(() => {
  vi.useRealTimers();
});

describe('the proxy closes upstream once Janus has answered what is in flight', () => {
  it('closes at once when nothing is in flight', () => {
    const drain = new JanusDrain();
    drain.sent(JSON.stringify({ janus: 'keepalive', session_id: 1, transaction: 'k1' }));
    const close = vi.fn();
    drain.whenDrained(close);
    expect(close).toHaveBeenCalledTimes(1);
  });

  it("waits past an 'ack' for each request's event, success or error, then closes once", () => {
    const drain = new JanusDrain();
    drain.sent(message('t1'));
    drain.sent(message('t2'));
    const close = vi.fn();
    drain.whenDrained(close);
    drain.answered(answer('ack', 't1'));
    drain.answered(answer('event', 't1'));
    expect(close).not.toHaveBeenCalled();
    drain.answered(answer('error', 't2'));
    expect(close).toHaveBeenCalledTimes(1);
    drain.answered(answer('event', 't2'));
    expect(close).toHaveBeenCalledTimes(1);
  });

  it('closes after the limit when Janus never answers, and ignores what is not JSON', () => {
    vi.useFakeTimers();
    const drain = new JanusDrain();
    drain.sent(message('t1'));
    drain.sent('not json');
    drain.answered('{');
    const close = vi.fn();
    drain.whenDrained(close);
    vi.advanceTimersByTime(DRAIN_LIMIT_MS - 1);
    expect(close).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(close).toHaveBeenCalledTimes(1);
  });
});
