/** The socket's status and delivery counters as atoms, for the header indicator and the diagnostics view. */
import { map, merge, type Observable, type Subscription } from 'rxjs';
import type { ConnectionStatus, SocketDiagnostics } from '../../protocol/index.ts';
import { animationFrames, latestPerFrame, type FrameScheduler } from './frameBuffer.ts';
import { atom, store } from './jotai.ts';

export type ConnectionSource = {
  readonly status$: Observable<ConnectionStatus>;
  readonly diagnostics$: Observable<SocketDiagnostics>;
  /** The platform's clock minus this machine's (SocketClient.clockOffset$). */
  readonly clockOffset$?: Observable<number>;
};

export const INITIAL_DIAGNOSTICS: SocketDiagnostics = {
  malformed: 0,
  lastMalformed: null,
  duplicates: 0,
  gaps: 0,
  reconnects: 0,
  snapshots: 0,
  lastSeq: null,
};

export const connectionStatusAtom = atom<ConnectionStatus>('offline');
export const socketDiagnosticsAtom = atom<SocketDiagnostics>(INITIAL_DIAGNOSTICS);
/**
 * The platform's clock minus this machine's, in ms. The platform stamps floor grants with its own
 * clock, so a countdown counted on this machine's would be off by the difference (77 s and 57 s
 * seen at once, Issue 37): countdowns add this to Date.now().
 */
export const platformClockOffsetAtom = atom(0);

/** Status changes show at once; the counters change with every event, so they update once per frame. */
export function bindConnection(source: ConnectionSource, schedule: FrameScheduler = animationFrames): Subscription {
  return merge(
    source.status$.pipe(map((status) => () => store.set(connectionStatusAtom, status))),
    ...(source.clockOffset$ ? [source.clockOffset$.pipe(map((offset) => () => store.set(platformClockOffsetAtom, offset)))] : []),
    source.diagnostics$.pipe(
      latestPerFrame(schedule),
      map((latest) => () => store.set(socketDiagnosticsAtom, latest)),
    ),
  ).subscribe((write) => write());
}

export function resetConnection(): void {
  store.set(connectionStatusAtom, 'offline');
  store.set(socketDiagnosticsAtom, INITIAL_DIAGNOSTICS);
}
