import { LogType } from '../../../protocol/index.ts';
import type { Platform } from '../platform.ts';

/** Records terminals as offline in one commit; nothing to do for none. */
export async function markOffline(platform: Platform, msIds: readonly string[]): Promise<void> {
  if (msIds.length > 0) await platform.commit(msIds.map((msId) => ({ type: 'terminal.offline', msId, logType: LogType.Offline })));
}

/**
 * At start-up no socket is connected, whatever the log says: a crash leaves terminals marked
 * online. They go offline before the first client connects. With several instances only `own`
 * (those this instance brought online) are ours to mark: the others are connected elsewhere.
 */
export function markAllOffline(platform: Platform, own?: ReadonlySet<string>): Promise<void> {
  const online = [...platform.state.terminals.values()].filter((terminal) => terminal.online === 1 && (!own || own.has(terminal.msId))).map((terminal) => terminal.msId);
  return markOffline(platform, online);
}
