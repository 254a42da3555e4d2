import { handledAlike, platformModule } from '../platform-module.ts';
import { aboutTerminal } from '../logs/log-fields.ts';
import { MONITOR_COMMANDS } from './monitor-commands.ts';

/** Terminal camera monitoring: log records only, no state follows them (monitor-events.ts). */
export const monitorModule = platformModule({
  name: 'terminal-monitor',
  // Logged as 110, 111 and 130: who watched which terminal's camera.
  events: handledAlike(['monitor.started', 'monitor.ended', 'monitor.session'], { stream: (event) => `monitor:${event.monitorId}`, log: { fields: (p) => aboutTerminal(p.by, p.msId, p.remark) } }),
  commands: () => MONITOR_COMMANDS,
});
