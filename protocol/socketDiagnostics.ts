import { BehaviorSubject, type Observable } from 'rxjs';
import type { SocketDiagnostics } from './socketTypes.ts';

/**
 * The socket client's delivery counters. Every event moves lastSeq; it is told to `changes$` once
 * per task (a frame's intake takes in hundreds at once), not per event: an object and an emission
 * less each, and the console shows it once per frame anyway. `value` and every other change tell
 * it first, so nothing reads a stale seq.
 */
export class DiagnosticsCounters {
  private readonly subject = new BehaviorSubject<SocketDiagnostics>({ malformed: 0, lastMalformed: null, duplicates: 0, gaps: 0, reconnects: 0, snapshots: 0, lastSeq: null });
  /** A seq taken in that changes$ has not been told yet, or null. */
  private untoldSeq: number | null = null;
  readonly changes$: Observable<SocketDiagnostics> = this.subject.asObservable();

  get value(): SocketDiagnostics {
    this.tellSeq();
    return this.subject.value;
  }

  /** An event taken in, with its seq. */
  noteSeq(seq: number): void {
    const told = this.untoldSeq === null;
    this.untoldSeq = seq;
    if (told) queueMicrotask(() => this.tellSeq());
  }

  patch(change: (current: SocketDiagnostics) => Partial<SocketDiagnostics>): void {
    const current = this.value;
    this.subject.next({ ...current, ...change(current) });
  }

  private tellSeq(): void {
    const seq = this.untoldSeq;
    if (seq === null) return;
    this.untoldSeq = null;
    this.subject.next({ ...this.subject.value, lastSeq: seq });
  }
}
