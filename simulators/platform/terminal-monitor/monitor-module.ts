import { handledAlike, platformModule } from '../platform-module.ts';

/** Terminal camera monitoring: log records only, no state follows them (monitor-events.ts). */
export const monitorModule = platformModule({
  name: 'terminal-monitor',
  events: handledAlike(['monitor.started', 'monitor.ended', 'monitor.session'], { stream: (event) => `monitor:${event.monitorId}` }),
});
