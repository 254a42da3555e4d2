import type { Observable, Subscription } from 'rxjs';
import type { EventFrame } from '../../protocol/index.ts';

/** The command a terminal's socket offers; the SocketClient's signature, narrowed. */
export type ReplyCommand = (name: 'loneWorkReply', args: { id: string }) => Promise<unknown>;

/**
 * A lone worker's "I am fine" key (docs/protocol.md "Lone worker"): when the platform asks the
 * terminals of a running plan to check in, this one answers, unless its scenario says it misses
 * this one (`missChance`, at random) or it has stopped answering altogether (`silent`, a worker
 * who collapsed). The platform raises 'forgot to reply' at the next check for a missed one.
 */
export class LoneWorkResponder {
  /** While true it answers no check-in. */
  silent = false;
  private answered = 0;
  private missed = 0;

  constructor(
    private readonly msId: string,
    private readonly options: { readonly missChance?: number; readonly random?: () => number; readonly log?: (line: string) => void } = {},
  ) {}

  follow(events$: Observable<EventFrame>, command: ReplyCommand): Subscription {
    return events$.subscribe(({ event }) => {
      if (event.type !== 'loneWork.checkIn' || !event.msIds.includes(this.msId)) return;
      const miss = this.silent || (this.options.missChance ?? 0) > (this.options.random ?? Math.random)();
      if (miss) {
        this.missed += 1;
        return;
      }
      command('loneWorkReply', { id: event.id }).then(
        () => (this.answered += 1),
        (error: unknown) => this.options.log?.(`${this.msId}: check-in reply failed: ${error instanceof Error ? error.message : String(error)}`),
      );
    });
  }

  /** Check-ins answered and missed so far. */
  get counts(): { readonly answered: number; readonly missed: number } {
    return { answered: this.answered, missed: this.missed };
  }
}
