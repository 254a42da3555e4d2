import { handledAlike, platformModule } from '../platform-module.ts';
import { applyToRecovery } from './recovery-book.ts';
import { recoveryRoutes } from './recovery-routes.ts';
import { recoveryTestRoutes } from './recovery-test-routes.ts';

/** Account recovery: bound e-mail addresses, codes, auto-login keys and the clients' reported info. */
export const recoveryModule = platformModule({
  name: 'recovery',
  events: handledAlike(['recovery.emailBound', 'recovery.codeIssued', 'recovery.codeFailed', 'recovery.codeUsed', 'autoLogin.keySet', 'client.infoReported'], {
    stream: (event) => `terminal:${event.msId}`,
    apply: (state, event, { time }) => applyToRecovery(state.recovery, event, time),
  }),
  routes: (host) => recoveryRoutes(host.recovery),
  testRoutes: (host) => recoveryTestRoutes({ platform: host.platform, mailer: host.mailer, local: host.localOauth }),
});
