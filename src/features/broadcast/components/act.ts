/**
 * Runs a call of a panel: on success `after` (a form's reset) runs before `done` is shown, then the page
 * re-reads; on failure it shows why. Resolves whether it worked.
 */
export type Act = (work: () => Promise<unknown>, done: string, after?: () => void) => Promise<boolean>;
