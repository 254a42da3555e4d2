import { randomBytes } from 'node:crypto';
import { Limits } from '../../../protocol/index.ts';
import type { PasswordHash } from '../events/private-events.ts';
import type { Platform } from '../platform.ts';
import { isLocked } from '../projection/account-reducer.ts';
import { DEFAULT_SCRYPT_COST, verifyPassword } from './password-hash.ts';

/**
 * What a password guess came to. `busy`: the client's address spent its failures (no hash was
 * checked); `locked`: the account is locked, or its remaining guesses are already being checked.
 */
export type Verdict = 'right' | 'wrong' | 'unknown' | 'locked' | 'busy';

/**
 * docs/protocol.md "Guessing limits": failed guesses (wrong passwords and unknown accounts, on every
 * password path) one client address (client-address.ts) may make in a sliding window. The e2e suite
 * makes about ten from 127.0.0.1 in a run; a person who mistypes makes a few.
 */
export const ADDRESS_LIMITS = { maxFailures: 30, windowMs: 10 * 60_000 } as const;
/** The `desc` of the address limit's 101 on the /ds paths. */
export const ADDRESS_BUSY_TEXT = 'too many failed logins from this address; try again later';

export type AddressLimits = { readonly maxFailures: number; readonly windowMs: number };
export type GuardOptions = { readonly limits?: AddressLimits; readonly verify?: (md5Hex: string, stored: PasswordHash) => Promise<boolean> };

/** Addresses are swept of expired failures at most this often, so memory follows the window. */
const SWEEP_EVERY_MS = 60_000;

/**
 * The one check of a password guess, for every path that takes a password (/ds/user, /v1/login,
 * sysUsers/login, updateMsPwd's old password). A guess takes its place synchronously, before the
 * slow hash: until proven right it counts as a failure of its account and of its address, so any
 * number of guesses at once get at most the lock-out's share of hash checks, and the rest are
 * refused without one.
 */
export class LoginGuard {
  /** Guesses of each account whose hash check has not finished (and whose failure is not yet committed). */
  private readonly pending = new Map<string, number>();
  /** Failure times of each address, oldest first; a guess in flight is one until proven right. */
  private readonly failures = new Map<string, number[]>();
  /** Stands in for the hash of an unknown account: the same work, a key nothing derives to. */
  private readonly dummy = { salt: randomBytes(16).toString('hex'), hash: randomBytes(32).toString('hex') };
  private sweptAt = 0;
  /** Hash checks run, the dummy's included: tests count them instead of timing answers. */
  hashChecks = 0;

  private readonly limits: AddressLimits;
  private readonly verifyHash: NonNullable<GuardOptions['verify']>;

  constructor(
    private readonly platform: Platform,
    options: GuardOptions = {},
  ) {
    this.limits = options.limits ?? ADDRESS_LIMITS;
    this.verifyHash = options.verify ?? verifyPassword;
  }

  async check(msId: string, md5Hex: string, address: string): Promise<Verdict> {
    const now = this.platform.now();
    const failed = this.recentFailures(address, now);
    if (failed.length >= this.limits.maxFailures) return 'busy';
    const account = this.platform.state.accounts.get(msId);
    if (account && (isLocked(account, now) || account.failures + this.pendingOf(msId) >= Limits.maxPasswordFailures)) return 'locked';
    failed.push(now);
    this.failures.set(address, failed);
    if (!account) {
      await this.verify(md5Hex, { ...this.dummy, ...this.usualCost() });
      return 'unknown';
    }
    this.pending.set(msId, this.pendingOf(msId) + 1);
    try {
      if (!(await this.verify(md5Hex, account.password))) {
        // Committed before the place is given back, so the count never dips between the two.
        await this.platform.commit([{ type: 'account.loginFailed', msId }]);
        return 'wrong';
      }
    } finally {
      this.release(msId);
    }
    this.forgive(address, now);
    // Locked meanwhile by guesses this instance did not see (another instance of a deployment).
    const current = this.platform.state.accounts.get(msId);
    return current && !isLocked(current, this.platform.now()) ? 'right' : 'locked';
  }

  /**
   * A look-up without a password (loginext): an unknown account costs the address a failure as a
   * guess does, so probing for accounts there is no cheaper than through a password path.
   */
  lookUp(msId: string, address: string): 'known' | 'unknown' | 'busy' {
    const now = this.platform.now();
    const failed = this.recentFailures(address, now);
    if (failed.length >= this.limits.maxFailures) return 'busy';
    if (this.platform.state.accounts.has(msId)) return 'known';
    failed.push(now);
    this.failures.set(address, failed);
    return 'unknown';
  }

  private verify(md5Hex: string, stored: PasswordHash): Promise<boolean> {
    this.hashChecks += 1;
    return this.verifyHash(md5Hex, stored);
  }

  /** The cost real accounts are hashed at (the first account's: the seeded organisation's). */
  private usualCost() {
    const first = this.platform.state.accounts.values().next().value;
    return first ? { N: first.password.N, r: first.password.r, p: first.password.p } : DEFAULT_SCRYPT_COST;
  }

  private pendingOf(msId: string): number {
    return this.pending.get(msId) ?? 0;
  }

  private release(msId: string): void {
    const left = this.pendingOf(msId) - 1;
    if (left > 0) this.pending.set(msId, left);
    else this.pending.delete(msId);
  }

  /** The address's failures still inside the window (a fresh list for a new address). */
  private recentFailures(address: string, now: number): number[] {
    if (now - this.sweptAt >= SWEEP_EVERY_MS) this.sweep(now);
    const times = this.failures.get(address) ?? [];
    const since = now - this.limits.windowMs;
    while (times.length > 0 && times[0]! <= since) times.shift();
    return times;
  }

  /** A right password gives back the place its guess took. */
  private forgive(address: string, at: number): void {
    const times = this.failures.get(address);
    const index = times?.lastIndexOf(at) ?? -1;
    if (index >= 0) times!.splice(index, 1);
    if (times?.length === 0) this.failures.delete(address);
  }

  private sweep(now: number): void {
    this.sweptAt = now;
    const since = now - this.limits.windowMs;
    for (const [address, times] of this.failures) if ((times.at(-1) ?? 0) <= since) this.failures.delete(address);
  }
}

