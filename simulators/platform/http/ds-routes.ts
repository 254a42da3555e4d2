import { organisationOfCaller } from '../organisations/organisation-of.ts';
import { z } from 'zod';
import { DS_TOKEN_EXPIRED, LOCKED_TEXT, LoginCode } from '../../../protocol/index.ts';
import { clientAddressOf } from '../auth/client-address.ts';
import { ADDRESS_BUSY_TEXT } from '../auth/login-guard.ts';
import { passwordLogin, verifyAccount } from '../auth/login-service.ts';
import { hashPassword } from '../auth/password-hash.ts';
import { endOtherSessions } from '../auth/password-change.ts';
import { closeSession } from '../auth/sessions.ts';
import { groupList, terminalList } from '../projection/views.ts';
import { clearedSessionCookies, sessionCookies } from './cookies.ts';
import { ok, refused, rejected, type Answer } from './envelope.ts';
import { queryObject, withInput } from './input.ts';
import { clientConfig, verificationConfig } from './platform-config.ts';
import type { AuthenticatedContext, RouteTable } from './route.ts';

const Md5Hex = z.string().regex(/^[0-9a-fA-F]{32}$/, 'must be the MD5 hex of the password');
const Account = z.string().regex(/^\d{8}$/, 'must be 8 digits');
/** SPEC §1: the console's six languages. */
const Language = z.enum(['zh-CN', 'en-US', 'tr-TR', 'es-ES', 'fr-FR', 'ru-RU']);

const LoginExtQuery = z.object({ uid: z.string().min(1).max(64), flag: z.string().max(8).optional(), verifyCode: z.string().max(64).optional() });
const UserQuery = z.object({ uid: z.string().min(1).max(64), auth: Md5Hex });
const ClientConfigQuery = z.object({ hostname: z.string().min(1).max(253) });
const UpdatePasswordBody = z
  .object({ msId: Account, oldPwd: Md5Hex, newPwd: Md5Hex, account: Account })
  .refine((body) => body.oldPwd.toLowerCase() !== body.newPwd.toLowerCase(), { path: ['newPwd'], message: 'must differ from oldPwd' });
const LoginLogBody = z.object({ account: Account, language: Language });

export const DS_ROUTES: RouteTable = {
  '/ds/pub/loginext': {
    method: 'GET',
    open: true,
    handle: (context) =>
      withInput(LoginExtQuery, queryObject(context.query), ({ uid }) => {
        const result = verifyAccount(context.platform, context.services.loginGuard, uid, verificationConfig(context.request, context.mediaPath ?? null, context.ice ?? null), clientAddressOf(context.request));
        return result.ok ? ok(result.ext) : refused(result.code, result.desc);
      }),
  },
  '/ds/user': {
    method: 'GET',
    open: true,
    handle: (context) =>
      withInput(UserQuery, queryObject(context.query), async ({ uid, auth }) => {
        const result = await passwordLogin(context.platform, context.services.loginGuard, uid, auth, clientAddressOf(context.request));
        if (!result.ok) return refused(result.code, result.desc);
        return { ...ok({ token: result.token, msId: result.msId }), cookies: sessionCookies(result.token, context.secure) };
      }),
  },
  '/ds/pub/logout': {
    method: 'POST',
    open: true,
    handle: async (context) => {
      const ended = await closeSession(context.platform, context.token);
      if (ended) context.sockets.endSession(ended.tokenHash);
      return { ...ok(null), cookies: clearedSessionCookies(context.secure) };
    },
  },
  '/ds/pub/clientConfig': {
    method: 'GET',
    open: true,
    handle: (context) => withInput(ClientConfigQuery, queryObject(context.query), () => ok(clientConfig(context.platform))),
  },
  '/ds/data/updateMsPwd': {
    method: 'PUT',
    open: false,
    handle: (context) =>
      withInput(UpdatePasswordBody, context.body, async (body) => {
        const { session } = context;
        if (body.msId !== session.msId || body.account !== session.msId) return rejected(400, 'msId: must be the logged-in account');
        return changePassword(context, body.oldPwd, body.newPwd);
      }),
  },
  '/ds/data/addLoginLog': {
    method: 'POST',
    open: false,
    handle: (context) =>
      withInput(LoginLogBody, context.body, async ({ account, language }) => {
        const { session } = context;
        if (account !== session.msId) return rejected(400, 'account: must be the logged-in account');
        const [entry] = await context.platform.commit([{ type: 'loginLog.added', msId: session.msId, account, language }]);
        return ok({ id: entry!.seq });
      }),
  },
  '/ds/data/getGrpMsList': {
    method: 'GET',
    open: false,
    handle: async ({ platform, session }) => {
      const cid = organisationOfCaller(platform.state, session.msId);
      return ok({ seq: platform.state.head, groups: groupList(platform.state, cid), terminals: terminalList(platform.state, cid) });
    },
  },
};

/** The old password is a guess like a login's (the guard counts it); the change ends the account's other sessions. */
async function changePassword(context: AuthenticatedContext, oldPwd: string, newPwd: string): Promise<Answer> {
  const { session, platform, services } = context;
  const verdict = await services.loginGuard.check(session.msId, oldPwd, clientAddressOf(context.request));
  if (verdict === 'locked') return refused(LoginCode.NoPermission, LOCKED_TEXT);
  if (verdict === 'busy') return refused(LoginCode.SystemBusy, ADDRESS_BUSY_TEXT);
  const account = platform.state.accounts.get(session.msId);
  if (verdict !== 'right' || !account) return refused(LoginCode.IncorrectPassword, 'incorrect old password');
  // Same cost as the account's current hash: the deployment chose it when it created the account.
  const password = await hashPassword(newPwd, { N: account.password.N, r: account.password.r, p: account.password.p });
  await platform.commit([{ type: 'account.passwordChanged', msId: session.msId, password }]);
  await endOtherSessions(platform, context.services, context.sockets, session.msId, session.tokenHash);
  return ok(null);
}

export const TOKEN_EXPIRED_ANSWER = refused(DS_TOKEN_EXPIRED, 'token expired');
