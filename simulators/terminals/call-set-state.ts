import { merge, type Observable, type Subscription } from 'rxjs';
import { CallSet, callSetOf, isDisabled, type CallSetStatus, type EventFrame, type SnapshotFrame } from '../../protocol/index.ts';

/**
 * A radio's remote control status as the platform tells it (docs/protocol.md "Remote control"):
 * from its own record in each snapshot and from `terminal.callSet` events. A stunned or killed radio
 * neither transmits nor receives; `changed` runs on each change so its voice can obey.
 */
export class CallSetState {
  private current: CallSetStatus = CallSet.Active;

  constructor(
    private readonly msId: string,
    private readonly changed: (status: CallSetStatus) => void,
  ) {}

  get status(): CallSetStatus {
    return this.current;
  }

  get disabled(): boolean {
    return isDisabled(this.current);
  }

  follow(client: { readonly events$: Observable<EventFrame>; readonly snapshots$: Observable<SnapshotFrame> }): Subscription {
    return merge(client.snapshots$, client.events$).subscribe((frame) => {
      if (frame.type === 'snapshot') {
        const own = frame.terminals.find((terminal) => terminal.msId === this.msId);
        if (own) this.set(callSetOf(own));
      } else if (frame.event.type === 'terminal.callSet' && frame.event.msId === this.msId) {
        this.set(frame.event.status);
      }
    });
  }

  private set(status: CallSetStatus): void {
    if (status === this.current) return;
    this.current = status;
    this.changed(status);
  }
}
