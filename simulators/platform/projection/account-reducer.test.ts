import { describe, expect, it } from 'vitest';
import { Limits } from '../../../protocol/index.ts';
import { applyToAccount, isLocked } from './account-reducer.ts';
import type { Account } from './state.ts';

const account: Account = {
  msId: '10000002',
  accountType: 6,
  password: { salt: '0'.repeat(32), hash: '1'.repeat(64), N: 1024, r: 8, p: 1 },
  failures: 0,
  lockedUntil: null,
};
const failed = { type: 'account.loginFailed', msId: account.msId } as const;
const opened = { type: 'session.opened', msId: account.msId, tokenHash: 'a'.repeat(64), expiresAt: 0 } as const;

const failTimes = (start: Account, times: number, at = 1_000): Account =>
  Array.from({ length: times }).reduce<Account>((current) => applyToAccount(current, failed, at), start);

describe('account lock-out', () => {
  it('locks for 10 minutes on the fifth wrong password in a row', () => {
    const four = failTimes(account, 4);
    expect(four.failures).toBe(4);
    expect(isLocked(four, 1_000)).toBe(false);
    const five = applyToAccount(four, failed, 1_000);
    expect(five.lockedUntil).toBe(1_000 + Limits.accountLockMs);
    expect(isLocked(five, 1_000 + Limits.accountLockMs - 1)).toBe(true);
    expect(isLocked(five, 1_000 + Limits.accountLockMs)).toBe(false);
  });

  it('a success resets the count, so only failures in a row lock', () => {
    const reset = applyToAccount(failTimes(account, 4), opened, 1_000);
    expect(reset.failures).toBe(0);
    expect(isLocked(failTimes(reset, 4), 1_000)).toBe(false);
  });

  it('a failure that raced into an existing lock does not extend it', () => {
    const locked = failTimes(account, 5, 1_000);
    const raced = applyToAccount(locked, failed, 2_000);
    expect(raced).toBe(locked);
  });

  it('counts from zero again once a lock has expired', () => {
    const later = 1_000 + Limits.accountLockMs;
    const again = failTimes(failTimes(account, 5, 1_000), 4, later);
    expect(again).toMatchObject({ failures: 4 });
    expect(isLocked(again, later)).toBe(false);
  });
});
