import { Subject } from 'rxjs';
import { describe, expect, it } from 'vitest';
import type { ConnectionStatus, SocketDiagnostics } from '../../protocol/index.ts';
import { bindConnection, connectionStatusAtom, INITIAL_DIAGNOSTICS, platformClockOffsetAtom, resetConnection, socketDiagnosticsAtom } from './connection.ts';
import type { FrameScheduler } from './frameBuffer.ts';
import { store } from './jotai.ts';

/** Frames by hand: flush() runs what was scheduled, as the next animation frame would. */
function manualFrames() {
  let pending: (() => void) | null = null;
  let scheduled = 0;
  const schedule: FrameScheduler = (flush) => {
    scheduled += 1;
    pending = flush;
    return () => (pending = null);
  };
  return {
    schedule,
    get scheduled() {
      return scheduled;
    },
    flush: () => {
      const run = pending;
      pending = null;
      run?.();
    },
  };
}

describe('connection atoms', () => {
  it('show the status at once and the counters once per frame, the frame\'s latest', () => {
    resetConnection();
    const status$ = new Subject<ConnectionStatus>();
    const diagnostics$ = new Subject<SocketDiagnostics>();
    const frames = manualFrames();
    const subscription = bindConnection({ status$, diagnostics$ }, frames.schedule);
    status$.next('online');
    expect(store.get(connectionStatusAtom)).toBe('online');
    for (let seq = 1; seq <= 500; seq += 1) diagnostics$.next({ ...INITIAL_DIAGNOSTICS, lastSeq: seq });
    expect(store.get(socketDiagnosticsAtom).lastSeq).toBeNull();
    expect(frames.scheduled).toBe(1);
    frames.flush();
    expect(store.get(socketDiagnosticsAtom).lastSeq).toBe(500);
    // A frame with nothing new writes nothing; the next value asks for the next frame.
    frames.flush();
    diagnostics$.next({ ...INITIAL_DIAGNOSTICS, lastSeq: 501, gaps: 1 });
    expect(frames.scheduled).toBe(2);
    // A completing source hands on what it had without waiting for the frame.
    diagnostics$.complete();
    expect(store.get(socketDiagnosticsAtom)).toMatchObject({ lastSeq: 501, gaps: 1 });
    subscription.unsubscribe();
    resetConnection();
  });

  it("keeps the platform clock's offset the socket measured, for every countdown", () => {
    const clockOffset$ = new Subject<number>();
    const subscription = bindConnection({ status$: new Subject<ConnectionStatus>(), diagnostics$: new Subject<SocketDiagnostics>(), clockOffset$ }, manualFrames().schedule);
    clockOffset$.next(17_000);
    expect(store.get(platformClockOffsetAtom)).toBe(17_000);
    clockOffset$.next(-250);
    expect(store.get(platformClockOffsetAtom)).toBe(-250);
    subscription.unsubscribe();
  });
});
