/** Runs a call of a panel: on success the page re-reads and shows `done`; on failure it shows why. Resolves whether it worked. */
export type Act = (work: () => Promise<unknown>, done: string) => Promise<boolean>;
