import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { hashForWire, Limits, LOCKED_TEXT, PatrolPaths } from '../../../protocol/index.ts';
import type { PasswordHash } from '../events/private-events.ts';
import type { Platform } from '../platform.ts';
import { isLocked } from '../projection/account-reducer.ts';
import { call, startTestEmulator, TEST_SCRYPT_COST, tokenFor, type TestEmulator } from '../testing/test-emulator.ts';
import { ADDRESS_BUSY_TEXT, ADDRESS_LIMITS, LoginGuard } from './login-guard.ts';

let emulator: TestEmulator;
beforeAll(async () => {
  emulator = await startTestEmulator();
}, 60_000);
afterAll(() => emulator?.stop());
// Every test starts with no failures counted against 127.0.0.1 and no lock left by the one before.
afterEach(() => emulator.advance(Math.max(ADDRESS_LIMITS.windowMs, Limits.accountLockMs)));

const url = (path: string) => `${emulator.url}${path}`;
const RADIO_PASSWORD = '123456';
const DISPATCHER_PASSWORD = 'Dispatch#2026';
const locked = (msId: string) => isLocked(emulator.platform.state.accounts.get(msId)!, emulator.platform.now());

/** Holds the commits of wrong passwords until released, so their guesses stay in flight. */
function holdFailures(platform: Platform) {
  const commit = platform.commit.bind(platform);
  let release!: () => void;
  const gate = new Promise<void>((resolve) => (release = resolve));
  const waiting = new Counter();
  const spy = vi.spyOn(platform, 'commit').mockImplementation(async (events) => {
    if (events.some((event) => event.type === 'account.loginFailed')) {
      waiting.add();
      await gate;
    }
    return commit(events);
  });
  return {
    waiting,
    release: () => {
      spy.mockRestore();
      release();
    },
  };
}

/** Counts things as they happen; `reach` resolves once the count gets there. */
class Counter {
  private count = 0;
  private readonly waiters: { readonly at: number; readonly resolve: () => void }[] = [];
  add(): void {
    this.count += 1;
    for (const waiter of this.waiters.filter((candidate) => candidate.at <= this.count)) waiter.resolve();
  }
  reach(at: number): Promise<void> {
    return at <= this.count ? Promise.resolve() : new Promise((resolve) => this.waiters.push({ at, resolve }));
  }
}

type Answer = { code: string; text: string };

/**
 * 99 wrong guesses at once, then the right one while the first ones are still being checked: the
 * limit's worth take their places and are checked, every other guess (the right one too) is refused.
 */
async function hundredGuesses(guess: (md5Hex: string) => Promise<Answer>, right: string) {
  const guard = emulator.services.loginGuard;
  const checked = guard.hashChecks;
  const held = holdFailures(emulator.platform);
  const answered = new Counter();
  const wrong = Array.from({ length: 99 }, (_, index) => guess(hashForWire(`Guess#${index}`)).finally(() => answered.add()));
  await held.waiting.reach(Limits.maxPasswordFailures);
  await answered.reach(99 - Limits.maxPasswordFailures);
  const late = await guess(hashForWire(right));
  held.release();
  return { answers: await Promise.all(wrong), late, checks: guard.hashChecks - checked };
}

const counts = (answers: readonly Answer[]) => answers.reduce<Record<string, number>>((tally, answer) => ({ ...tally, [`${answer.code} ${answer.text}`]: (tally[`${answer.code} ${answer.text}`] ?? 0) + 1 }), {});

describe('guesses at once', () => {
  it('the guard gives guesses their places before the hash: five are checked, the right one after them is refused', async () => {
    const guard = new LoginGuard(emulator.platform);
    const guesses = Array.from({ length: 99 }, (_, index) => guard.check('10000051', hashForWire(`Guess#${index}`), 'guard-test'));
    const right = guard.check('10000051', hashForWire(RADIO_PASSWORD), 'guard-test');
    const verdicts = await Promise.all(guesses);
    expect(verdicts.filter((verdict) => verdict === 'wrong')).toHaveLength(Limits.maxPasswordFailures);
    expect(verdicts.filter((verdict) => verdict === 'locked')).toHaveLength(99 - Limits.maxPasswordFailures);
    expect(await right).toBe('locked');
    expect(guard.hashChecks).toBe(Limits.maxPasswordFailures);
    expect(locked('10000051')).toBe(true);
  });

  it('through /ds/user: 5 answered 2, the rest and the right password 107 locked, and the account locked', async () => {
    const guess = (md5Hex: string) => call(url(`/ds/user?uid=10000052&auth=${md5Hex}`)).then(({ body }) => ({ code: body.code, text: body.desc ?? '' }));
    const { answers, late, checks } = await hundredGuesses(guess, RADIO_PASSWORD);
    expect(counts(answers)).toEqual({ '2 incorrect password': 5, [`107 ${LOCKED_TEXT}`]: 94 });
    expect(late).toEqual({ code: '107', text: LOCKED_TEXT });
    expect(checks).toBe(Limits.maxPasswordFailures);
    expect(locked('10000052')).toBe(true);
  });

  it('through /v1/login: 5 answered 2, the rest and the right password 502, and the account locked', async () => {
    const guess = (md5Hex: string) =>
      call(url('/v1/login'), 'POST', { username: '20000002', password: md5Hex }).then(({ body }) => {
        const answer = body as unknown as { code: number; msg: string };
        return { code: String(answer.code), text: answer.msg };
      });
    const { answers, late, checks } = await hundredGuesses(guess, DISPATCHER_PASSWORD);
    expect(counts(answers)).toEqual({ '2 password:wrong': 5, '502 username:locked': 94 });
    expect(late).toEqual({ code: '502', text: 'username:locked' });
    expect(checks).toBe(Limits.maxPasswordFailures);
    expect(locked('20000002')).toBe(true);
  });
});

describe('every password path counts', () => {
  it("updateMsPwd's wrong old passwords lock the account; the session itself goes on", async () => {
    const token = await tokenFor(emulator.url, '10000053', RADIO_PASSWORD);
    const change = (oldPwd: string) => call(url(`/ds/data/updateMsPwd?token=${token}`), 'PUT', { msId: '10000053', account: '10000053', oldPwd: hashForWire(oldPwd), newPwd: hashForWire('New#Pass2026') });
    for (let attempt = 0; attempt < Limits.maxPasswordFailures; attempt += 1) expect((await change('Wrong#2026')).body).toEqual({ code: '2', desc: 'incorrect old password' });
    expect((await change(RADIO_PASSWORD)).body).toEqual({ code: '107', desc: LOCKED_TEXT });
    expect((await call(url(`/ds/user?uid=10000053&auth=${hashForWire(RADIO_PASSWORD)}`))).body).toEqual({ code: '107', desc: LOCKED_TEXT });
    expect((await call(url(`/ds/data/getGrpMsList?token=${token}`))).body.code).toBe('0');
  });

  it('sysUsers/login wrong passwords lock the account for /ds/user too', async () => {
    const login = (password: string) => call(url(PatrolPaths.login), 'POST', { username: '10000054', password: hashForWire(password) });
    for (let attempt = 0; attempt < Limits.maxPasswordFailures; attempt += 1) expect((await login('Wrong#2026')).body).toMatchObject({ code: 401, msg: 'badLogin' });
    expect((await login(RADIO_PASSWORD)).body).toMatchObject({ code: 401, msg: 'badLogin' });
    expect((await call(url(`/ds/user?uid=10000054&auth=${hashForWire(RADIO_PASSWORD)}`))).body).toEqual({ code: '107', desc: LOCKED_TEXT });
  });
});

describe('unknown accounts', () => {
  it('are checked against a dummy hash of the accounts’ own cost before the answer', async () => {
    const seen: PasswordHash[] = [];
    const guard = new LoginGuard(emulator.platform, {
      verify: async (_md5Hex, stored) => {
        seen.push(stored);
        return false;
      },
    });
    expect(await guard.check('29999999', hashForWire('anything'), 'dummy-test')).toBe('unknown');
    expect(seen).toHaveLength(1);
    expect(seen[0]).toMatchObject(TEST_SCRYPT_COST);
    expect(seen[0]!.salt).toMatch(/^[0-9a-f]{32}$/);
  });

  it('run one hash check on every password path, as a wrong password does', async () => {
    const guard = emulator.services.loginGuard;
    const checksOf = async (send: () => Promise<unknown>) => {
      const before = guard.hashChecks;
      await send();
      return guard.hashChecks - before;
    };
    const auth = hashForWire('anything');
    expect(await checksOf(async () => expect((await call(url(`/ds/user?uid=29999998&auth=${auth}`))).body.code).toBe('104'))).toBe(1);
    expect(await checksOf(async () => expect((await call(url('/v1/login'), 'POST', { username: '29999998', password: auth })).body).toMatchObject({ code: 104 }))).toBe(1);
    expect(await checksOf(async () => expect((await call(url(PatrolPaths.login), 'POST', { username: '29999998', password: auth })).body).toMatchObject({ code: 401 }))).toBe(1);
    expect(await checksOf(async () => expect((await call(url(`/ds/user?uid=10000055&auth=${auth}`))).body.code).toBe('2'))).toBe(1);
  });
});

describe('per client address', () => {
  it('refuses every guess of an address once its failures reach the limit, whatever the account, until the window passes', async () => {
    const guard = new LoginGuard(emulator.platform, { limits: { maxFailures: 3, windowMs: 60_000 } });
    const right = hashForWire(RADIO_PASSWORD);
    expect(await guard.check('29999997', right, 'probe')).toBe('unknown');
    expect(await guard.check('10000056', hashForWire('Wrong#2026'), 'probe')).toBe('wrong');
    // A right password gives its place back.
    expect(await guard.check('10000057', right, 'probe')).toBe('right');
    expect(guard.lookUp('29999996', 'probe')).toBe('unknown');
    const checks = guard.hashChecks;
    expect(await guard.check('10000057', right, 'probe')).toBe('busy');
    expect(guard.lookUp('10000057', 'probe')).toBe('busy');
    expect(guard.hashChecks).toBe(checks);
    expect(await guard.check('10000057', right, 'elsewhere')).toBe('right');
    emulator.advance(60_000);
    expect(await guard.check('10000057', right, 'probe')).toBe('right');
  });

  it('answers 101 on /ds/user and loginext, 101 address:busy on /v1/login, badLogin on sysUsers/login, after the limit from 127.0.0.1', async () => {
    expect((await call(url('/ds/pub/loginext?uid=29990000'))).body.code).toBe('104');
    for (let probe = 1; probe < ADDRESS_LIMITS.maxFailures; probe += 1) {
      expect((await call(url(`/ds/user?uid=${29990000 + probe}&auth=${hashForWire('x')}`))).body.code).toBe('104');
    }
    const busy = { code: '101', desc: ADDRESS_BUSY_TEXT };
    expect((await call(url(`/ds/user?uid=10000058&auth=${hashForWire(RADIO_PASSWORD)}`))).body).toEqual(busy);
    expect((await call(url('/ds/pub/loginext?uid=10000058'))).body).toEqual(busy);
    expect((await call(url('/v1/login'), 'POST', { username: '20000001', password: hashForWire(DISPATCHER_PASSWORD) })).body).toMatchObject({ code: 101, msg: 'address:busy' });
    expect((await call(url(PatrolPaths.login), 'POST', { username: '20000001', password: hashForWire(DISPATCHER_PASSWORD) })).body).toMatchObject({ code: 401, msg: 'badLogin' });
    emulator.advance(ADDRESS_LIMITS.windowMs);
    await tokenFor(emulator.url, '10000058', RADIO_PASSWORD);
  });
});

describe('behind a trusted proxy (--trusted-proxy, the compose nginx)', () => {
  it("counts each client by the address the proxy saw, so one guesser does not lock out the others behind it, and ignores a client's own header", async () => {
    const behind = await startTestEmulator(undefined, undefined, { trustedProxies: ['127.0.0.1'] });
    try {
      const from = (client: string) => ({ 'x-forwarded-for': client });
      const guess = (client: string, uid: number) => call(`${behind.url}/ds/user?uid=${uid}&auth=${hashForWire('x')}`, 'GET', undefined, from(client));
      for (let probe = 0; probe < ADDRESS_LIMITS.maxFailures; probe += 1) expect((await guess('198.51.100.1', 29990000 + probe)).body.code).toBe('104');
      expect((await guess('198.51.100.1', 29990100)).body.code).toBe('101');
      // A spoofed left-hand entry does not help the guesser: the right-most hop is the one counted.
      expect((await guess('203.0.113.50, 198.51.100.1', 29990101)).body.code).toBe('101');
      // Another client behind the same proxy still logs in.
      const login = await call(`${behind.url}/ds/user?uid=10000058&auth=${hashForWire(RADIO_PASSWORD)}`, 'GET', undefined, from('198.51.100.2'));
      expect(login.body.code).toBe('0');
    } finally {
      await behind.stop();
    }
  }, 60_000);
});
