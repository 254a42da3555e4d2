/** terminal-monitor: English (United States), the module's keys (a terminal's camera on the video wall). */
export const terminalMonitorEnUS = {
  'terminalMonitor.terminals': 'Terminals',
  'terminalMonitor.hint': 'Drag a terminal onto a tile to watch its camera, or press Monitor camera.',
  'terminalMonitor.filter': 'Find a terminal',
  'terminalMonitor.monitor': 'Monitor camera',
  'terminalMonitor.offline': 'offline',
  'terminalMonitor.none': 'No terminal matches.',
  'terminalMonitor.starting': 'Starting the camera…',
  'terminalMonitor.stop': 'Stop',
  'terminalMonitor.label': 'Camera of {name}',
  'terminalMonitor.ended.offline': 'The terminal went offline; its camera stopped.',
  'terminalMonitor.ended.other': 'Monitoring ended (code {code}).',
  'terminalMonitor.error.streamNotFound': 'Stream not found.',
  'terminalMonitor.error.cameraBusy': 'Camera busy: the terminal is in a video call.',
  'terminalMonitor.error.maxMonitored': 'Maximum monitored entries reached.',
  'terminalMonitor.error.alreadyMonitoring': 'Already monitoring this terminal.',
  'terminalMonitor.error.deviceNotSupported': 'Device not supported: this terminal has no camera.',
  'terminalMonitor.error.offline': 'The terminal is not online.',
  'terminalMonitor.error.failed': 'Monitoring could not start (code {code}).',
} as const;

export type TerminalMonitorCatalogue = Readonly<Record<keyof typeof terminalMonitorEnUS, string>>;
