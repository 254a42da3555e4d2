import { Limits } from '../../../protocol/index.ts';
import type { PrivateEvent } from '../events/private-events.ts';
import type { Account } from './state.ts';

type AccountChange = Extract<PrivateEvent, { type: 'account.passwordChanged' | 'account.loginFailed' | 'session.opened' | 'account.unlocked' }>;

export const isLocked = (account: Account, now: number): boolean => account.lockedUntil !== null && now < account.lockedUntil;

/**
 * The next state of an account, at the event's log time. Pure. The lock-out lives here, derived from
 * event times, so it holds across restarts and replays identically.
 */
export function applyToAccount(account: Account, event: AccountChange, time: number): Account {
  switch (event.type) {
    case 'account.passwordChanged': {
      // Whoever changed it now knows it alone: a first password's restriction ends here.
      const { mustChangePassword: _first, ...rest } = account;
      return { ...rest, password: event.password };
    }
    case 'session.opened':
    case 'account.unlocked':
      return { ...account, failures: 0, lockedUntil: null };
    case 'account.loginFailed': {
      // A failure that raced an earlier one into a lock does not extend it.
      if (isLocked(account, time)) return account;
      const failures = account.failures + 1;
      return failures >= Limits.maxPasswordFailures
        ? { ...account, failures: 0, lockedUntil: time + Limits.accountLockMs }
        : { ...account, failures, lockedUntil: null };
    }
  }
}
