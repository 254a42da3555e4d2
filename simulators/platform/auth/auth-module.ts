import { handledAlike, platformModule } from '../platform-module.ts';
import type { EventOf } from '../projection/event-handling.ts';
import { applyToAccount } from '../projection/account-reducer.ts';
import { LOGIN_LOG_KEPT, type PlatformState } from '../projection/state.ts';
import { DS_ROUTES } from '../http/ds-routes.ts';
import { AUTH_COMMANDS } from './auth-commands.ts';

/**
 * Expired sessions go when a new one opens: bounded memory, the same on every replay. Sessions are
 * opened with a fixed lifetime in log order, so the Map's insertion order is expiry order.
 */
function dropExpiredSessions(state: PlatformState, time: number): void {
  for (const [hash, session] of state.sessions) {
    if (session.expiresAt > time) return;
    state.sessions.delete(hash);
  }
}

function updateAccount(state: PlatformState, event: Parameters<typeof applyToAccount>[1], time: number): void {
  const account = state.accounts.get(event.msId);
  if (account) state.accounts.set(event.msId, applyToAccount(account, event, time));
}

const account = (event: { msId: string }) => `account:${event.msId}`;
const session = (event: { msId: string }) => `session:${event.msId}`;
const changeAccount = (state: PlatformState, event: EventOf<'account.passwordChanged' | 'account.loginFailed' | 'account.unlocked'>, { time }: { time: number }) => updateAccount(state, event, time);

/** Accounts, their sessions and the login log. */
export const authModule = platformModule({
  name: 'auth',
  events: {
    'account.created': {
      stream: account,
      apply: (state, event) =>
        void state.accounts.set(event.msId, {
          msId: event.msId,
          accountType: event.accountType,
          password: event.password,
          failures: 0,
          lockedUntil: null,
          ...(event.mustChangePassword ? { mustChangePassword: true } : {}),
        }),
    },
    ...handledAlike(['account.passwordChanged', 'account.loginFailed'], { stream: account, apply: changeAccount }),
    // Filed with the terminal's own events since it came in (the stream names are stored).
    'account.unlocked': { stream: (event) => `terminal:${event.msId}`, apply: changeAccount },
    'session.opened': {
      stream: session,
      apply: (state, event, { time }) => {
        dropExpiredSessions(state, time);
        state.sessions.set(event.tokenHash, { msId: event.msId, tokenHash: event.tokenHash, expiresAt: event.expiresAt });
        updateAccount(state, event, time);
      },
    },
    'session.closed': { stream: session, apply: (state, event) => void state.sessions.delete(event.tokenHash) },
    'loginLog.added': {
      stream: (event) => `loginLog:${event.msId}`,
      apply: (state, event, { seq, time }) => {
        state.loginLog.push({ id: seq, msId: event.msId, account: event.account, language: event.language, time });
        // Trimmed in halves, so the copy happens once per LOGIN_LOG_KEPT entries rather than on each.
        if (state.loginLog.length >= 2 * LOGIN_LOG_KEPT) state.loginLog = state.loginLog.slice(-LOGIN_LOG_KEPT);
      },
    },
    'test.loginAnswerSet': {
      stream: () => 'test',
      apply: (state, event) => {
        if (event.code === null) state.loginAnswers.delete(event.account);
        else state.loginAnswers.set(event.account, { code: event.code, desc: event.desc });
      },
    },
  },
  routes: () => DS_ROUTES,
  commands: () => AUTH_COMMANDS,
});
