import type { Observable } from 'rxjs';
import { DsError, MonitorCode, SocketCommandError, TerminalType, type Group, type MonitorFrame, type MonitorGrant, type Terminal } from '../../../protocol/index.ts';
import type { MessageKey } from '../../ui/index.ts';

/**
 * A terminal's camera on the wall (docs/protocol.md "Terminal camera monitoring"): the platform
 * makes a Janus Streaming mount point, the terminal sends to it, the tile watches it. The wall keeps
 * a terminal as a tile key beside camera ids (camera ids are numbers, so the two never meet).
 */

/** What the page needs of the session's socket. */
export type MonitorClient = {
  start(msId: string): Promise<MonitorGrant>;
  stop(monitorId: string): Promise<void>;
  /** Monitors the platform ended (the terminal went offline or was stunned). */
  readonly ended$: Observable<Extract<MonitorFrame, { action: 'ended' }>>;
};

/** The drag payload's type: a terminal's msId dragged from the terminal list. */
export const TERMINAL_DRAG_TYPE = 'application/x-poc-terminal';

const TERMINAL_PREFIX = 'terminal:';
export const terminalKey = (msId: string): string => `${TERMINAL_PREFIX}${msId}`;
export const terminalOfKey = (key: string | null): string | null => (key?.startsWith(TERMINAL_PREFIX) ? key.slice(TERMINAL_PREFIX.length) : null);

/** SPEC §8: each refusal of the platform in the dispatcher's words. */
export function monitorFailureKey(code: string): MessageKey {
  switch (code) {
    case MonitorCode.CameraBusy:
      return 'terminalMonitor.error.cameraBusy';
    case MonitorCode.MaxMonitors:
      return 'terminalMonitor.error.maxMonitored';
    case MonitorCode.AlreadyMonitoring:
      return 'terminalMonitor.error.alreadyMonitoring';
    case MonitorCode.DeviceNotSupported:
      return 'terminalMonitor.error.deviceNotSupported';
    case MonitorCode.Offline:
      return 'terminalMonitor.error.offline';
    case MonitorCode.StreamNotFound:
    case '404':
      return 'terminalMonitor.error.streamNotFound';
    default:
      return 'terminalMonitor.error.failed';
  }
}

export const failureCodeOf = (error: unknown): string => (error instanceof SocketCommandError || error instanceof DsError ? error.code : '500');

/** The terminal list of the wall: by default group, by name, dispatchers left out, a filter on name or ID. */
export type TerminalSection = { readonly group: Group | null; readonly terminals: readonly Pick<Terminal, 'msId' | 'msName' | 'type' | 'online'>[] };

export function terminalSections(groups: ReadonlyMap<string, Group>, terminals: Iterable<Pick<Terminal, 'msId' | 'msName' | 'type' | 'online' | 'grp'>>, filter: string): TerminalSection[] {
  const wanted = filter.trim().toLocaleLowerCase();
  const byGroup = new Map<string, Pick<Terminal, 'msId' | 'msName' | 'type' | 'online'>[]>();
  for (const terminal of terminals) {
    if (terminal.type === TerminalType.Dispatcher) continue;
    if (wanted && !terminal.msName.toLocaleLowerCase().includes(wanted) && !terminal.msId.includes(wanted)) continue;
    const gid = terminal.grp[0] ?? '';
    const list = byGroup.get(gid) ?? [];
    list.push(terminal);
    byGroup.set(gid, list);
  }
  return [...byGroup.entries()]
    .map(([gid, list]) => ({ group: groups.get(gid) ?? null, terminals: list.sort((a, b) => b.online - a.online || a.msName.localeCompare(b.msName)) }))
    .sort((a, b) => (a.group?.name ?? '\uffff').localeCompare(b.group?.name ?? '\uffff'));
}
