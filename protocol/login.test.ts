import { describe, expect, it, vi } from 'vitest';
import { loginCodeOf, LOCKED_TEXT } from './codes.ts';
import { LoginError, refreshLogin, runLogin, type LoginFlowDeps } from './login.ts';
import { hashForWire } from './password.ts';
import { DsClient } from './rest.ts';
import { SocketCommandError } from './socket.ts';

const ext = { mediaServ: 'media', hisServer: 'his', timeZone: 2, dsConfig: { map: '1' }, magic: 'm' };
const user = { msId: '20000001', msName: 'D', msType: 20, gId: 'g', gName: 'G', pttGroup: 'g' };

function deps(answers: { verify?: object; password?: object; user?: typeof user; socketError?: Error }) {
  const calls: string[] = [];
  const fetch = vi.fn(async (input: RequestInfo | URL) => {
    const url = new URL(String(input), 'http://x');
    calls.push(url.pathname + url.search);
    const body = url.pathname === '/ds/pub/loginext' ? (answers.verify ?? { code: '0', data: { desc: ext } }) : (answers.password ?? { code: '0', data: { desc: { token: 'T' } } });
    return new Response(JSON.stringify(body));
  });
  const onVerified = vi.fn();
  const socketLogin = vi.fn(async () => {
    if (answers.socketError) throw answers.socketError;
    return { user: answers.user ?? user, head: 1 };
  });
  const flow: LoginFlowDeps = { ds: new DsClient({ fetch }), socketLogin, onVerified };
  return { flow, calls, onVerified, socketLogin };
}

const form = { account: '20000001', password: 'Dispatch#2026', language: 'en-US' };

describe('login flow', () => {
  it('runs verification and password calls, stores, then logs in on the socket', async () => {
    const { flow, calls, onVerified } = deps({});
    const session = await runLogin(form, flow);
    expect(calls).toContain(`/ds/user?uid=20000001&auth=${hashForWire('Dispatch#2026')}`);
    expect(calls.some((call) => call.startsWith('/ds/pub/loginext?uid=20000001'))).toBe(true);
    expect(onVerified).toHaveBeenCalledWith(expect.objectContaining({ timeZoneMs: 7_200_000, mediaServ: 'media' }), 'T');
    expect(session.user).toEqual(user);
  });

  it('maps failures to SPEC login codes', async () => {
    const cases: Array<[Parameters<typeof deps>[0], string]> = [
      [{ verify: { code: '104' } }, '104'],
      [{ password: { code: 2 } }, '2'],
      [{ password: { code: '107', desc: LOCKED_TEXT } }, '502'],
      [{ password: { code: '107', desc: 'no permission' } }, '107'],
      [{ verify: { code: '103' } }, '504'],
      [{ user: { ...user, msType: 6 } }, '6'],
      [{ socketError: new SocketCommandError('timeout') }, 'timeout'],
    ];
    for (const [answers, code] of cases) {
      const { flow } = deps(answers);
      await expect(runLogin(form, flow)).rejects.toEqual(new LoginError(code as never));
    }
  });

  it('does not touch the socket when a REST call fails', async () => {
    const { flow, socketLogin, onVerified } = deps({ password: { code: '2' } });
    await expect(runLogin(form, flow)).rejects.toBeInstanceOf(LoginError);
    expect(socketLogin).not.toHaveBeenCalled();
    expect(onVerified).not.toHaveBeenCalled();
  });

  it('stops after the verification on a refresh', async () => {
    const { flow, calls, socketLogin } = deps({});
    await refreshLogin({ account: '20000001' }, flow);
    expect(calls).toHaveLength(1);
    expect(socketLogin).not.toHaveBeenCalled();
  });

  it('normalises unknown codes', () => {
    expect(loginCodeOf('999')).toBe('102');
    expect(loginCodeOf(5)).toBe('5');
  });
});
