import { z } from 'zod';
import { RecoveryLimits, RecoveryPaths, VerifyPurpose } from '../../../protocol/index.ts';
import { sessionCookies } from '../http/cookies.ts';
import { TOKEN_EXPIRED_ANSWER } from '../http/ds-routes.ts';
import { ok, refused, rejected, type Answer } from '../http/envelope.ts';
import { queryObject, withInput } from '../http/input.ts';
import { requestHost } from '../http/platform-config.ts';
import type { RouteContext, RouteTable } from '../http/route.ts';
import type { LoggedIn } from '../auth/login-service.ts';
import { endOtherSessions } from '../auth/password-change.ts';
import type { OauthProviders } from './oauth-providers.ts';
import type { Outcome, RecoveryService } from './recovery-service.ts';
import { autoLogin, oauthLogin, type SignInRefusal } from './sign-in.ts';

const Account = z.string().regex(/^\d{8}$/, 'must be 8 digits');
const Md5Hex = z.string().regex(/^[0-9a-fA-F]{32}$/, 'must be the MD5 hex of the password');
/** Shape only: the format rule answers its own code (112), so the console can say which it was. */
const Email = z.string().max(RecoveryLimits.emailMax);
const Code = z.string().regex(/^\s*\d{1,12}\s*$/, 'must be digits');
const Language = z.enum(['zh-CN', 'en-US', 'tr-TR', 'es-ES', 'fr-FR', 'ru-RU']).catch('en-US');

const VerifyCodeQuery = z.object({
  uid: Account,
  email: Email,
  type: z.coerce.number().pipe(z.union([z.literal(VerifyPurpose.Retrieve), z.literal(VerifyPurpose.Bind), z.literal(VerifyPurpose.Unlock)])),
  lang: Language,
});
const CodeBody = z.object({ uid: Account, email: Email, verifyCode: Code });
const ResetBody = CodeBody.extend({ newPwd: Md5Hex });
const AutoLoginQuery = z.object({ autoLoginKey: z.string().min(16).max(128) });
const OauthQuery = z.object({ platform: z.string().min(1).max(32), oauth: z.string().min(1).max(4096) });
const ClientInfoBody = z.object({ cid: z.string().max(64), ver: z.string().min(1).max(32), os: z.string().min(1).max(64) });

export type RecoveryDeps = { readonly service: RecoveryService; readonly providers: OauthProviders };

const answerOf = (outcome: Outcome): Answer => (outcome.ok ? ok(null) : refused(outcome.code, outcome.desc));

function signedIn(context: RouteContext, result: LoggedIn | SignInRefusal): Answer {
  if (!result.ok) return refused(result.code, result.desc);
  return { ...ok({ token: result.token, msId: result.msId }), cookies: sessionCookies(result.token, context.secure) };
}

/** docs/protocol.md "Account recovery and sign-in options". */
export function recoveryRoutes({ service, providers }: RecoveryDeps): RouteTable {
  return {
    [RecoveryPaths.verifyCode]: {
      method: 'GET',
      open: true,
      handle: (context) =>
        withInput(VerifyCodeQuery, queryObject(context.query), (query) => {
          // Binding changes the account, so only its own session may ask (and no one can flood strangers).
          if (query.type === VerifyPurpose.Bind) {
            if (!context.session) return TOKEN_EXPIRED_ANSWER;
            if (context.session.msId !== query.uid) return rejected(403, 'uid: must be the logged-in account');
          }
          return service.requestCode({ uid: query.uid, email: query.email, purpose: query.type, lang: query.lang }).then(answerOf);
        }),
    },
    [RecoveryPaths.bindEmail]: {
      method: 'POST',
      open: false,
      handle: (context) =>
        withInput(CodeBody, context.body, (body) => {
          if (context.session.msId !== body.uid) return rejected(403, 'uid: must be the logged-in account');
          return service.bindEmail(body).then(answerOf);
        }),
    },
    [RecoveryPaths.resetPassword]: {
      method: 'PUT',
      open: true,
      handle: (context) =>
        withInput(ResetBody, context.body, async (body) => {
          const outcome = await service.resetPassword(body);
          // The old password's sessions end, as after updateMsPwd; a session of the account making the reset stays.
          const keep = context.session?.msId === body.uid ? context.session.tokenHash : null;
          if (outcome.ok) await endOtherSessions(context.platform, context.services, context.sockets, body.uid, keep);
          return answerOf(outcome);
        }),
    },
    [RecoveryPaths.unlockUser]: {
      method: 'POST',
      open: true,
      handle: (context) => withInput(CodeBody, context.body, (body) => service.unlock(body).then(answerOf)),
    },
    [RecoveryPaths.account]: {
      method: 'GET',
      open: false,
      handle: async ({ platform, session }) => {
        const { msId } = session;
        const { recovery, terminals } = platform.state;
        return ok({ msId, email: recovery.emails.get(msId) ?? null, cid: terminals.get(msId)?.cid ?? '', client: recovery.clients.get(msId) ?? null });
      },
    },
    [RecoveryPaths.autoLogin]: {
      method: 'GET',
      open: true,
      handle: (context) => withInput(AutoLoginQuery, queryObject(context.query), async ({ autoLoginKey }) => signedIn(context, await autoLogin(context.platform, requestHost(context.request), autoLoginKey))),
    },
    [RecoveryPaths.oauth]: {
      method: 'GET',
      open: true,
      handle: (context) => withInput(OauthQuery, queryObject(context.query), async (query) => signedIn(context, await oauthLogin(context.platform, providers, query.platform, query.oauth))),
    },
    [RecoveryPaths.clientInfo]: {
      method: 'PUT',
      open: false,
      handle: (context) =>
        withInput(ClientInfoBody, context.body, async (body) => {
          const { msId } = context.session;
          const cid = context.platform.state.terminals.get(msId)?.cid ?? '';
          if (body.cid !== cid) return rejected(400, "cid: must be the account's organisation");
          await context.platform.commit([{ type: 'client.infoReported', msId, ...body }]);
          return ok(null);
        }),
    },
  };
}
