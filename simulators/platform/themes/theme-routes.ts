import { z } from 'zod';
import { CustomThemeBody, HostnameQuery, ThemePaths } from '../../../protocol/index.ts';
import { organisationOfCaller } from '../organisations/organisation-of.ts';
import { themeList } from './theme-book.ts';
import { type ThemeAnswer } from './theme-service.ts';
import type { UploadStore } from '../uploads/upload-store.ts';
import { ok, refused, type Answer } from '../http/envelope.ts';
import { queryObject, withInput } from '../http/input.ts';
import { requestHost } from '../http/platform-config.ts';
import type { RouteTable } from '../http/route.ts';

/** SPEC §7 "POST customTheme, GET findTheme, DELETE deleteTheme, getClientHostList", "GET /ds/pub/theme {hostname}" (docs/protocol.md "Custom themes"). */

const answerOf = (answer: ThemeAnswer): Answer => (answer.code === '0' && 'theme' in answer ? ok(answer.theme) : refused(answer.code, 'desc' in answer ? answer.desc : ''));

export function themeRoutes(uploads: UploadStore | null): RouteTable {
  const logoExists = async (url: string) => uploads !== null && (await uploads.find(url, 'logo')) !== null;
  return {
    [ThemePaths.set]: {
      method: 'POST',
      open: false,
      handle: (context) => withInput(CustomThemeBody, context.body, async (input) => answerOf(await context.services.themes.set(context.session.msId, input, logoExists))),
    },
    [ThemePaths.remove]: {
      method: 'DELETE',
      open: false,
      handle: (context) =>
        withInput(HostnameQuery, queryObject(context.query), async ({ hostname }) => answerOf(await context.services.themes.remove(context.session.msId, hostname))),
    },
    [ThemePaths.list]: {
      method: 'GET',
      open: false,
      // desc says whether the caller may edit, so the console offers only what the platform accepts; the list is the caller's organisation's.
      handle: (context) => {
        const { state } = context.platform;
        const me = context.session.msId;
        return Promise.resolve(ok({ editable: context.services.themes.mayEdit(me) }, themeList(state, organisationOfCaller(state, me))));
      },
    },
    [ThemePaths.hosts]: {
      method: 'GET',
      open: false,
      handle: (context) => {
        const { state } = context.platform;
        const mine = themeList(state, organisationOfCaller(state, context.session.msId)).map((theme) => theme.hostname);
        // The hosts with the organisation's theme and the host this console came by: the ones a skin can be set for now.
        const hosts = new Set([...mine, requestHost(context.request).toLowerCase()]);
        return Promise.resolve(ok(null, [...hosts].sort()));
      },
    },
    [ThemePaths.pub]: {
      method: 'GET',
      open: true,
      handle: (context) => withInput(HostnameQuery, queryObject(context.query), ({ hostname }) => ok(context.platform.state.themes.byHost.get(hostname) ?? null)),
    },
  };
}

const AccountAccessBody = z.object({ account: z.string().regex(/^\d{8}$/), access: z.record(z.string().max(64), z.string().max(8)).nullable() });

/** docs/protocol.md "Test controls": POST /test/account-access {account, access} gives an account its own access codes (null clears). */
export const THEME_TEST_ROUTES: RouteTable = {
  '/test/account-access': {
    method: 'POST',
    open: true,
    handle: ({ platform, body }) =>
      withInput(AccountAccessBody, body, async ({ account, access }) => {
        await platform.commit([{ type: 'test.accountAccessSet', account, access }]);
        return ok(null);
      }),
  },
};
