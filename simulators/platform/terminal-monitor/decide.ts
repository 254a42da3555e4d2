import { callSetOf, hasCamera, isDisabled, MonitorCode, TerminalType } from '../../../protocol/index.ts';
import { sameOrganisation } from '../organisations/organisation-of.ts';
import type { PlatformState } from '../projection/state.ts';

/** A monitor the platform holds: starting (waiting for the terminal) or live. */
export type MonitorEntry = { readonly monitorId: string; readonly by: string; readonly msId: string };

export type StartRefusal = { readonly code: string; readonly desc: string };

/**
 * Whether `by` may monitor the camera of `msId` now (docs/protocol.md "Terminal camera monitoring"),
 * pure: the state, the monitors open or starting, the platform's maximum. Checked in SPEC §8's order
 * of what a dispatcher can do about it: who, which device, whether it is there, then the limits.
 */
export function decideStart(state: PlatformState, open: readonly MonitorEntry[], by: string, msId: string, max: number): StartRefusal | null {
  if (state.terminals.get(by)?.type !== TerminalType.Dispatcher) return { code: '403', desc: 'monitor:notDispatcher' };
  // Another organisation's terminal is unknown, as a missing one is.
  const terminal = sameOrganisation(state, by, msId) ? state.terminals.get(msId) : undefined;
  if (!terminal) return { code: '404', desc: `monitor:unknown ${msId}` };
  if (!hasCamera(terminal.type)) return { code: MonitorCode.DeviceNotSupported, desc: `monitor:noCamera type ${terminal.type}` };
  if (terminal.online !== 1 || isDisabled(callSetOf(terminal))) return { code: MonitorCode.Offline, desc: `monitor:offline ${msId}` };
  if (open.some((entry) => entry.by === by && entry.msId === msId)) return { code: MonitorCode.AlreadyMonitoring, desc: `monitor:already ${msId}` };
  if (open.length >= max) return { code: MonitorCode.MaxMonitors, desc: `monitor:max ${max}` };
  const inVideoCall = [...state.calls.values()].some((call) => call.media === 'video' && (call.caller === msId || call.callee === msId));
  if (inVideoCall) return { code: MonitorCode.CameraBusy, desc: `monitor:cameraBusy ${msId}` };
  return null;
}

/** What the terminal's answer means for the dispatcher. */
export function answerCode(status: number | 'timeout' | 'offline'): string {
  if (status === 200) return '0';
  if (status === 201) return MonitorCode.CameraBusy;
  if (status === 415) return MonitorCode.DeviceNotSupported;
  if (status === 'offline') return MonitorCode.Offline;
  return MonitorCode.StreamNotFound;
}
