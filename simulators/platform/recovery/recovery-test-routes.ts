import { z } from 'zod';
import { ok } from '../http/envelope.ts';
import { withInput } from '../http/input.ts';
import type { RouteTable } from '../http/route.ts';
import { isLoopbackSmtpHost } from '../mail/smtp-client.ts';
import type { Platform } from '../platform.ts';
import type { Mailer } from './mailer.ts';
import type { LocalOauthProvider } from './oauth-providers.ts';
import { hashKey } from './sign-in.ts';

const SmtpBody = z.object({
  host: z.string().refine(isLoopbackSmtpHost, 'must be a loopback address').default('127.0.0.1'),
  /** null: no SMTP server (every send answers 101). */
  port: z.number().int().min(1).max(65_535).nullable(),
});
const AutoLoginKeyBody = z.object({ hostname: z.string().min(1).max(253), key: z.string().min(16).max(128), msId: z.string().regex(/^\d{8}$/).nullable() });
const OauthTokenBody = z.object({ msId: z.string().regex(/^\d{8}$/) });

export type RecoveryTestDeps = { readonly platform: Platform; readonly mailer: Mailer; readonly local: LocalOauthProvider };

/** docs/protocol.md "Test controls": where mail goes, a host's auto-login key, a local OAuth token. */
export function recoveryTestRoutes({ platform, mailer, local }: RecoveryTestDeps): RouteTable {
  return {
    '/test/smtp': {
      method: 'POST',
      open: true,
      handle: ({ body }) =>
        withInput(SmtpBody, body, ({ host, port }) => {
          mailer.target = port === null ? null : { host, port };
          return ok(null);
        }),
    },
    '/test/auto-login-key': {
      method: 'POST',
      open: true,
      handle: ({ body }) =>
        withInput(AutoLoginKeyBody, body, async ({ hostname, key, msId }) => {
          await platform.commit([{ type: 'autoLogin.keySet', hostname, keyHash: hashKey(key), msId }]);
          return ok(null);
        }),
    },
    '/test/oauth-token': {
      method: 'POST',
      open: true,
      handle: ({ body }) => withInput(OauthTokenBody, body, ({ msId }) => ok({ platform: local.platform, oauth: local.mint(msId, platform.now()) })),
    },
  };
}
