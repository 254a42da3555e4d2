/**
 * simple-peer (and the readable-stream it pulls in) expects Node's `process.nextTick`; a browser
 * has none. Vite defines `global` (vite.config.ts); this adds the one `process` piece they call.
 * Imported for its side effect before simple-peer loads; in Node it changes nothing.
 */
type NextTick = (callback: (...args: unknown[]) => void, ...args: unknown[]) => void;
type ProcessLike = { nextTick?: NextTick; env?: Record<string, string | undefined>; browser?: boolean };

const scope = globalThis as unknown as { process?: ProcessLike };
if (!scope.process) scope.process = { env: {}, browser: true };
const processLike = scope.process;
if (typeof processLike.nextTick !== 'function') {
  processLike.nextTick = (callback, ...args) => queueMicrotask(() => callback(...args));
}
processLike.env ??= {};

export const nodeShimInstalled = true;
