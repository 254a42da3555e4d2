import { followWindowFor, followWindowPath } from './model/followWindows.ts';

/** The follow windows this console opened, by number; a window the user closed frees its number. */
const opened = new Map<number, { readonly msId: string; readonly window: Window }>();

export type FollowOutcome = 'opened' | 'focused' | 'full' | 'blocked';

/**
 * Follows a terminal in a window of its own (SPEC §2 /maps/monitoring-follow-child-n): the window
 * already following it comes to the front, else the lowest free number opens. Named windows, so a
 * console reloaded meanwhile reuses a window of the same number instead of piling up new ones.
 */
export function openFollowWindow(numbers: readonly number[], msId: string, open: typeof window.open = (...args) => window.open(...args)): FollowOutcome {
  for (const [n, entry] of opened) if (entry.window.closed) opened.delete(n);
  const target = followWindowFor(numbers, new Map([...opened].map(([n, entry]) => [n, entry.msId])), msId);
  if (!target) return 'full';
  if (target.existing) {
    opened.get(target.n)!.window.focus();
    return 'focused';
  }
  const popup = open(followWindowPath(target.n, msId), `poc-follow-${target.n}`, 'popup,width=960,height=720');
  if (!popup) return 'blocked';
  opened.set(target.n, { msId, window: popup });
  return 'opened';
}
