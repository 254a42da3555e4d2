import type { PlatformEvent, Terminal } from '../../../protocol/index.ts';

type TerminalChange = Extract<
  PlatformEvent,
  { type: 'terminal.online' | 'terminal.offline' | 'terminal.gps' | 'terminal.status' | 'terminal.groupSwitched' | 'terminal.renamed' | 'terminal.callSet' | 'terminal.iconSet' }
>;

/** The next state of one terminal after one of its events, at the event's log time. Pure. */
export function applyToTerminal(terminal: Terminal, event: TerminalChange, time: number): Terminal {
  switch (event.type) {
    case 'terminal.online':
      return { ...terminal, online: 1, lastOnline: time };
    case 'terminal.offline':
      return { ...terminal, online: 0, lastOffline: time };
    case 'terminal.gps':
      return { ...terminal, gps: event.fix };
    case 'terminal.status':
      return { ...terminal, battery: event.battery, signal: event.signal };
    case 'terminal.groupSwitched':
      return { ...terminal, currentGroup: event.gid };
    case 'terminal.renamed':
      return { ...terminal, msName: event.msName };
    case 'terminal.iconSet':
      return { ...terminal, icon: event.icon };
    case 'terminal.callSet': {
      const { callSetUntil: _ended, ...rest } = terminal;
      return event.until === undefined ? { ...rest, callSet: event.status } : { ...rest, callSet: event.status, callSetUntil: event.until };
    }
  }
}

/** A terminal's groups after it joined or left `gid`; its first group stays its default. */
export function withMembership(terminal: Terminal, gid: string, member: boolean): Terminal {
  if (terminal.grp.includes(gid) === member) return terminal;
  return { ...terminal, grp: member ? [...terminal.grp, gid] : terminal.grp.filter((other) => other !== gid) };
}
