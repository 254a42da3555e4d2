/** Account recovery and sign-in options: e-mail codes, unlock, auto-login keys, OAuth, client reports. */
export { Mailer } from './mailer.ts';
export { LocalOauthProvider, OauthProviders, type OauthProvider } from './oauth-providers.ts';
export { RecoveryService } from './recovery-service.ts';
export { recoveryRoutes, type RecoveryDeps } from './recovery-routes.ts';
export { recoveryTestRoutes } from './recovery-test-routes.ts';
export { hashKey } from './sign-in.ts';
