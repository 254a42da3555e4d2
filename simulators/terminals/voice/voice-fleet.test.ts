import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startEmulator, type RunningEmulator } from '../../platform/emulator.ts';
import { openPgliteStore } from '../../platform/store/pglite-store.ts';
import { TEST_SCRYPT_COST } from '../../platform/testing/test-emulator.ts';
import { startJanus, type RunningJanus } from '../../janus/janus-runtime.ts';
import { readRoster } from '../roster.ts';
import type { SimulatedTerminal } from '../simulated-terminal.ts';
import { mediaNetworkFrom, type MediaNetwork } from './media-network.ts';
import { MARKER_TONE } from './phrase-spec.ts';
import { voiceTerminal } from './voice-terminal.ts';
import { lacking, needing } from '../../testing/needs.ts';
import { seeded } from '../../platform/testing/pglite-template.ts';

/**
 * The whole path: emulator floor control, Janus rooms it made, terminals that ask for the floor,
 * talk real Opus and hear each other. Runs where Janus and ffmpeg are installed (or POC_JANUS_WS).
 */
const external = mediaNetworkFrom(process.env);
// A Janus of ours in a namespace (POC_JANUS_*) stands in for an installed one.
const missing = external !== null ? lacking('ffmpeg') : lacking('Janus', 'ffmpeg');
const OPERATOR = { account: '20000002', password: 'Dispatch#2026' };

describe.skipIf(missing.length > 0)(needing('voice terminals on the emulator and Janus', missing), () => {
  let janus: RunningJanus | null = null;
  let emulator: RunningEmulator;
  let network: MediaNetwork;
  const dataDir = mkdtempSync(path.join(tmpdir(), 'poc-voice-emulator-'));
  const cacheDir = mkdtempSync(path.join(tmpdir(), 'voice-cache-'));
  let radios: SimulatedTerminal[] = [];

  beforeAll(async () => {
    if (external) {
      network = external;
    } else {
      janus = await startJanus({ network: 'auto' });
      network = { janusWs: janus.wsUrl, mediaHost: janus.mediaHost, hostSideIp: janus.hostSide };
    }
    emulator = await startEmulator({
      store: await openPgliteStore(await seeded(dataDir)),
      host: '127.0.0.1',
      port: 0,
      staticDir: path.join(dataDir, 'static'),
      testControls: true,
      passwordCost: TEST_SCRYPT_COST,
      demo: true,
      janus: { url: network.janusWs, adminKey: external ? process.env.POC_JANUS_ADMIN_KEY || null : null },
    });
    const roster = await readRoster(emulator.url, OPERATOR);
    const gid = roster[0]!.currentGroup;
    await emulator.mediaRooms.ensureRoom(gid);
    radios = roster
      .filter((terminal) => terminal.currentGroup === gid && terminal.type === 6)
      .slice(0, 3)
      .map((terminal) => voiceTerminal({ baseUrl: emulator.url, terminal, network, cacheDir }));
    expect(radios).toHaveLength(3);
    expect(await Promise.all(radios.map((radio) => radio.connect()))).toEqual([true, true, true]);
    expect(radios.map((radio) => radio.voiceReady)).toEqual([true, true, true]);
  }, 60_000);

  afterAll(async () => {
    await Promise.all(radios.map((radio) => radio.stop()));
    await emulator?.close();
    await janus?.stop();
    rmSync(dataDir, { recursive: true, force: true });
    rmSync(cacheDir, { recursive: true, force: true });
  }, 30_000);

  it('a radio that gets the floor is heard by the others of its group', async () => {
    const [talker, ...listeners] = radios;
    radios.forEach((radio) => radio.resetHeard());
    const result = await talker!.talk({ phrase: MARKER_TONE, ms: 1_000 });
    expect(result).toMatchObject({ outcome: 'talked' });
    const { requestedAt, grantedAt, firstPacketAt } = result!.timings;
    // The tail of the talk is still on its way: wait for it to be heard. How soon is the ptt bench's to say.
    for (const listener of listeners) await expect.poll(() => listener.heard().loudMs, { timeout: 5_000 }).toBeGreaterThanOrEqual(700);
    for (const listener of listeners) expect(listener.heard().firstLoudAt!).toBeGreaterThanOrEqual(firstPacketAt!);
    expect(talker!.heard().loudMs).toBe(0);
    console.info(`floor granted ${(grantedAt! - requestedAt).toFixed(1)} ms after the request; first packet ${(firstPacketAt! - grantedAt!).toFixed(1)} ms after the grant; heard ${(listeners[0]!.heard().firstLoudAt! - firstPacketAt!).toFixed(0)} ms after it`);
  }, 20_000);

  it('a second talker waits in the queue and talks after the first', async () => {
    const [first, second, listener] = radios;
    radios.forEach((radio) => radio.resetHeard());
    const [a, b] = await Promise.all([first!.talk({ phrase: MARKER_TONE, ms: 600 }), second!.talk({ phrase: MARKER_TONE, ms: 600 })]);
    expect([a?.outcome, b?.outcome]).toEqual(['talked', 'talked']);
    // Both asked at once; whichever was granted second got the floor only when the other released.
    const [earlier, later] = [a!, b!].sort((x, y) => x.timings.grantedAt! - y.timings.grantedAt!);
    expect(later!.timings.grantedAt!).toBeGreaterThanOrEqual(earlier!.timings.endedAt - 50);
    await expect.poll(() => listener!.heard().loudMs, { timeout: 5_000 }).toBeGreaterThanOrEqual(900);
  }, 20_000);
});
