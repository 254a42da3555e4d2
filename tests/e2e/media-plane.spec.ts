import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { hashForWire } from '../../protocol/index.ts';
import { expect, test } from './harness/fixtures.ts';
import { connectTerminal, voiceRadioIn } from './harness/terminal.ts';

/**
 * The platform's floor and membership hold in the media plane, tried as an outside client would:
 * Janus's own janus.js (npm janus-gateway) in Chromium, on a page of the console's origin, through
 * the /janus proxy. A simulated radio in the same room meters what it hears. The test works in an
 * organisation of its own: its root group's floor is no other test's.
 */
/** Below this the listener hears silence (dBFS, as the radio's meter reports). */
const SILENCE_DBFS = -45;

const modules = path.resolve(import.meta.dirname, '../../node_modules');
const JANUS_JS = readFileSync(path.join(modules, 'janus-gateway/npm/dist/janus.es.js'), 'utf8');
const ADAPTER_JS = readFileSync(path.join(modules, 'webrtc-adapter/out/adapter.js'), 'utf8');

/** The outside client: janus.js joins a room with the fake microphone and reports what it is told. */
const CLIENT_PAGE = `<!doctype html><meta charset="utf-8"><title>outside client</title>
<script src="/e2e-outside/adapter.js"></script>
<script type="module">
import Janus from '/e2e-outside/janus.es.js';
const state = { joined: false, webrtcup: false, id: null, mutedByServer: null, errors: [] };
let handle = null;
const sendAsync = (message) => new Promise((resolve) => handle.send({ message, success: () => resolve('ok'), error: (error) => resolve(String(error)) }));
window.outside = {
  state,
  start: (room, display) => new Promise((resolve, reject) => {
    Janus.init({ debug: false, callback: () => {
      const janus = new Janus({ server: location.origin.replace(/^http/, 'ws') + '/janus', error: (error) => state.errors.push(String(error)), success: () => {
        janus.attach({ plugin: 'janus.plugin.audiobridge', error: reject, success: (attached) => {
          handle = attached;
          handle.send({ message: { request: 'join', room, display, muted: false }, error: reject });
        }, webrtcState: (up) => { state.webrtcup = up; },
        onmessage: (message, jsep) => {
          if (message.audiobridge === 'joined' && message.id) {
            state.joined = true;
            state.id = message.id;
            handle.createOffer({ tracks: [{ type: 'audio', capture: true, recv: true }], success: (offer) => handle.send({ message: { request: 'configure', muted: true }, jsep: offer }), error: reject });
            resolve(message.id);
          }
          for (const participant of message.participants ?? []) if (participant.id === state.id) state.mutedByServer = participant.muted;
          if (jsep) handle.handleRemoteJsep({ jsep });
        } });
      } });
    } });
  }),
  send: (message) => sendAsync(message),
  packetsSent: async () => {
    const stats = await handle.webrtcStuff.pc.getStats();
    let sent = 0;
    stats.forEach((report) => { if (report.type === 'outbound-rtp') sent += report.packetsSent; });
    return sent;
  },
};
</script>`;

type Outside = { state: { joined: boolean; webrtcup: boolean; mutedByServer: boolean | null }; start(room: number, display: string): Promise<number>; send(message: Record<string, unknown>): Promise<string>; packetsSent(): Promise<number> };
declare global {
  interface Window {
    outside: Outside;
  }
}

/** Serves the outside client on the console's origin and signs it in as `account` (the session cookie). */
async function openOutsideClient(page: Page, baseURL: string, account: string, password: string): Promise<void> {
  await page.route(`${baseURL}/e2e-outside/**`, (route) => {
    const file = new URL(route.request().url()).pathname.split('/').pop();
    if (file === 'janus.es.js') return route.fulfill({ contentType: 'text/javascript', body: JANUS_JS });
    if (file === 'adapter.js') return route.fulfill({ contentType: 'text/javascript', body: ADAPTER_JS });
    return route.fulfill({ status: 404, body: '' });
  });
  const login = await page.request.get(`${baseURL}/ds/user?uid=${account}&auth=${hashForWire(password)}`);
  expect((await login.json()).code).toBe('0');
  // A document the emulator served (Chromium lets only such a page reach a loopback socket),
  // rewritten into the outside client: same origin, same cookie, the console's CSP bypassed.
  await page.goto(`${baseURL}/healthz`);
  await page.setContent(CLIENT_PAGE);
  await page.waitForFunction(() => typeof window.outside === 'object');
}

/** Waits until the outside client has sent `packets` more RTP packets (20 ms each) than now. */
async function afterPackets(page: Page, packets: number): Promise<void> {
  const from = await page.evaluate(() => window.outside.packetsSent());
  await expect.poll(() => page.evaluate(() => window.outside.packetsSent()), { timeout: 20_000 }).toBeGreaterThan(from + packets);
}

test.use({ bypassCSP: true });

test('an outside client cannot talk without the floor, is heard and recorded with it, and is muted again on release', async ({ page, api, baseURL, organisation }) => {
  const ROOT = organisation.root.gid;
  // A group room the outside client's radio is not a member of.
  const OTHER_ROOM = Number(organisation.teams[1]!.gid);
  const { password, dispatcher } = organisation;
  const listener = await voiceRadioIn(api, organisation.radios[0]!.msId, ROOT, { account: organisation.dispatchers[1]!.msId, password }, password);
  expect(listener, 'this run has Janus').not.toBeNull();
  const account = organisation.radios[1]!.msId;
  const radio = await connectTerminal(api, account, password);
  try {
    await openOutsideClient(page, baseURL!, account, password);
    // Asks to join unmuted, under its dispatcher's name.
    await page.evaluate(([room, display]) => window.outside.start(room, display), [Number(ROOT), dispatcher.account] as const);
    await expect.poll(() => page.evaluate(() => window.outside.state.webrtcup), { timeout: 20_000 }).toBe(true);
    // Without the floor: the unmute is refused and the listener hears silence while the microphone sends.
    expect(await page.evaluate(() => window.outside.send({ request: 'configure', muted: false }))).toContain('403');
    await afterPackets(page, 10);
    listener!.resetHeard();
    await afterPackets(page, 150);
    expect(listener!.heard().loudMs).toBeLessThan(200);

    // Renaming and another group's room are refused.
    expect(await page.evaluate((display) => window.outside.send({ request: 'configure', display }), dispatcher.account)).toContain('403');
    expect(await page.evaluate((room) => window.outside.send({ request: 'changeroom', room }), OTHER_ROOM)).toContain('403');

    // With the floor: the platform unmutes it, the listener hears speech, the platform records it.
    const since = Date.now();
    expect(await radio.command('floorRequest', { gid: ROOT, emergency: false })).toMatchObject({ outcome: 'granted' });
    await expect.poll(() => page.evaluate(() => window.outside.state.mutedByServer), { timeout: 10_000 }).toBe(false);
    await expect.poll(() => listener!.heard().loudMs, { timeout: 15_000 }).toBeGreaterThan(500);
    expect(listener!.heard().peakDbfs).toBeGreaterThan(SILENCE_DBFS);

    // Released without muting itself: the platform mutes it, and the listener hears silence again.
    await radio.command('floorRelease', { gid: ROOT });
    await expect.poll(() => page.evaluate(() => window.outside.state.mutedByServer), { timeout: 10_000 }).toBe(true);
    await afterPackets(page, 10);
    listener!.resetHeard();
    await afterPackets(page, 150);
    expect(listener!.heard().loudMs).toBeLessThan(200);

    const token = await api.token(dispatcher.account, password);
    await expect
      .poll(async () => {
        const list = (await api.call('GET', `/ds/data/voice?gid=${ROOT}&token=${token}`)).data?.list as { msId: string; startedAt: number; talkMs: number; bytes: number }[] | undefined;
        return (list ?? []).find((entry) => entry.msId === account && entry.startedAt >= since - 1_000) ?? null;
      }, { timeout: 15_000 })
      .toMatchObject({ msId: account });
  } finally {
    radio.close();
    await listener?.stop();
  }
});
