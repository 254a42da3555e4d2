import { platformModule } from '../platform-module.ts';

/** The host switches (which features a host offers, auth/access.ts); a test sets them (docs/protocol.md "Test controls"), platform-wide. */
export const hostConfigModule = platformModule({
  name: 'host-config',
  events: { 'test.hostConfigSet': { stream: () => 'test', apply: (state, event) => void (state.hostSwitches = event.hostSwitches) } },
});
