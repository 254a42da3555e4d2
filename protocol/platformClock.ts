import { BehaviorSubject, type Observable } from 'rxjs';

/** Pongs whose round trip is longer than this say too little about the platform's clock. */
const MAX_RTT_MS = 2_000;
/** The platform clock is read from the quickest of the last pongs (the least queueing in either direction). */
const SAMPLES = 6;

/**
 * The platform's clock minus this machine's, in ms, from each pong's time against the midpoint of
 * its ping's round trip. The platform stamps floor grants, alarms and calls with its own clock, so a
 * time left or a duration shown here is counted on it (0 until the first pong).
 */
export class PlatformClock {
  private readonly offsetSubject = new BehaviorSubject<number>(0);
  readonly offset$: Observable<number> = this.offsetSubject.asObservable();
  private pingSentAt: number | null = null;
  private samples: { readonly rtt: number; readonly offset: number }[] = [];

  constructor(private readonly now: () => number = Date.now) {}

  pingSent(): void {
    this.pingSentAt = this.now();
  }

  /** A pong's platform time; one nobody asked for, or after a slow round trip, is not taken. */
  pong(platformTime: number): void {
    const sentAt = this.pingSentAt;
    this.pingSentAt = null;
    if (sentAt === null) return;
    const receivedAt = this.now();
    const rtt = receivedAt - sentAt;
    if (rtt < 0 || rtt > MAX_RTT_MS) return;
    this.samples = [...this.samples, { rtt, offset: platformTime - (sentAt + receivedAt) / 2 }].slice(-SAMPLES);
    const best = this.samples.reduce((quickest, sample) => (sample.rtt < quickest.rtt ? sample : quickest));
    const offset = Math.round(best.offset);
    if (offset !== this.offsetSubject.value) this.offsetSubject.next(offset);
  }
}
