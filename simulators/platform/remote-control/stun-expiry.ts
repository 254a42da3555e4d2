import { CallSet } from '../../../protocol/index.ts';
import type { Platform } from '../platform.ts';

/** Node's timers hold at most ~24.8 days; a week's stun fits, a longer wait is re-armed. */
const MAX_TIMER_MS = 2 ** 31 - 1;

/**
 * Ends timed stuns: when a stun's interval is over, the platform activates the terminal again
 * (`terminal.callSet` status 8, `expired`). Stuns in the log when the emulator starts are armed
 * too, so one that ended while it was down ends at once. Returns the stop.
 */
export function expireTimedStuns(platform: Platform, log: (line: string) => void): () => void {
  const timers = new Map<string, NodeJS.Timeout>();
  let stopped = false;

  const disarm = (msId: string) => {
    clearTimeout(timers.get(msId));
    timers.delete(msId);
  };
  const arm = (msId: string, until: number) => {
    disarm(msId);
    const wait = Math.max(0, until - platform.now());
    timers.set(msId, setTimeout(() => (wait > MAX_TIMER_MS ? arm(msId, until) : void expire(msId, until)), Math.min(wait, MAX_TIMER_MS)));
  };
  const expire = async (msId: string, until: number) => {
    timers.delete(msId);
    const terminal = platform.state.terminals.get(msId);
    // Activated, killed or stunned anew meanwhile: that decision stands.
    if (stopped || !terminal || terminal.callSet !== CallSet.Stunned || terminal.callSetUntil !== until) return;
    try {
      await platform.commit([{ type: 'terminal.callSet', msId, status: CallSet.Active, by: '', expired: true }]);
    } catch (error) {
      log(`timed stun of ${msId} not ended: ${error instanceof Error ? error.message : String(error)}`);
    }
  };

  for (const terminal of platform.state.terminals.values()) {
    if (terminal.callSet === CallSet.Stunned && terminal.callSetUntil !== undefined) arm(terminal.msId, terminal.callSetUntil);
  }
  const unsubscribe = platform.onLive((entries) => {
    for (const { event } of entries) {
      if (event.type !== 'terminal.callSet') continue;
      if (event.status === CallSet.Stunned && event.until !== undefined) arm(event.msId, event.until);
      else disarm(event.msId);
    }
  });
  return () => {
    stopped = true;
    unsubscribe();
    for (const timer of timers.values()) clearTimeout(timer);
    timers.clear();
  };
}
