import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import WebSocket from 'ws';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AllCallGrantSchema, SocketClient, type SocketLike } from '../../../protocol/index.ts';
import { JanusSession, type JanusSocketConstructor } from '../../../media/janus/index.ts';
import { startJanus, type RunningJanus } from '../../janus/janus-runtime.ts';
import { roomPinKeyOf } from '../../janus/room-pin.ts';
import { readRoster } from '../../terminals/roster.ts';
import type { SimulatedTerminal } from '../../terminals/simulated-terminal.ts';
import { mediaNetworkFrom, type MediaNetwork } from '../../terminals/voice/media-network.ts';
import { MARKER_TONE } from '../../terminals/voice/phrase-spec.ts';
import { RtpEndpoint } from '../../terminals/voice/rtp-endpoint.ts';
import { RtpSender } from '../../terminals/voice/rtp-sender.ts';
import { loadPhrase } from '../../terminals/voice/synthesis.ts';
import { framesFor } from '../../terminals/voice/talk-frames.ts';
import { voiceTerminal } from '../../terminals/voice/voice-terminal.ts';
import { startEmulator, type RunningEmulator } from '../emulator.ts';
import { openPgliteStore } from '../store/pglite-store.ts';
import { TEST_SCRYPT_COST, tokenFor } from '../testing/test-emulator.ts';
import { lacking, needing } from '../../testing/needs.ts';
import { seeded } from '../testing/pglite-template.ts';

/**
 * The whole one-way path on a real Janus: a dispatcher's voice in the call room reaches radios in
 * several groups through rtp_forward and the emulator's relay, radios asking for the floor are
 * denied, a group left out of a broadcast hears nothing, and the call's rooms go when it ends.
 */
const external = mediaNetworkFrom(process.env);
// A Janus of ours in a namespace (POC_JANUS_*) stands in for an installed one.
const missing = external !== null ? lacking('ffmpeg') : lacking('Janus', 'ffmpeg');
const DISPATCHER = { account: '20000001', password: 'Dispatch#2026' };
const GROUPS = ['111', '121', '131'] as const;
const SILENCE_DBFS = -45;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe.skipIf(missing.length > 0)(needing('all-call and broadcast call on the emulator and Janus', missing), () => {
  let janus: RunningJanus | null = null;
  let emulator: RunningEmulator;
  let network: MediaNetwork;
  let dispatcher: SocketClient;
  const dataDir = mkdtempSync(path.join(tmpdir(), 'poc-all-call-'));
  const cacheDir = mkdtempSync(path.join(tmpdir(), 'voice-cache-'));
  const radios = new Map<string, SimulatedTerminal>();
  const adminKey = external ? process.env.POC_JANUS_ADMIN_KEY || null : 'all-call-test-key';

  beforeAll(async () => {
    if (external) network = external;
    else {
      janus = await startJanus({ network: 'auto', adminKey });
      network = { janusWs: janus.wsUrl, mediaHost: janus.mediaHost, hostSideIp: janus.hostSide, roomPinKey: adminKey === null ? null : roomPinKeyOf(adminKey) };
    }
    emulator = await startEmulator({
      store: await openPgliteStore(await seeded(dataDir)),
      host: '127.0.0.1',
      port: 0,
      staticDir: path.join(dataDir, 'static'),
      testControls: true,
      passwordCost: TEST_SCRYPT_COST,
      demo: true,
      recordingsDir: path.join(dataDir, 'recordings'),
      janus: { url: network.janusWs, adminKey, mediaHost: network.mediaHost, hostSideIp: network.hostSideIp },
    });
    const roster = await readRoster(emulator.url, DISPATCHER);
    for (const gid of GROUPS) {
      const terminal = roster.find((entry) => entry.currentGroup === gid && entry.type === 6);
      if (!terminal) throw new Error(`no radio in group ${gid}`);
      radios.set(gid, voiceTerminal({ baseUrl: emulator.url, terminal, network, cacheDir }));
    }
    expect(await Promise.all([...radios.values()].map((radio) => radio.connect()))).toEqual([true, true, true]);
    const token = await tokenFor(emulator.url, DISPATCHER.account, DISPATCHER.password);
    dispatcher = new SocketClient({ connect: () => new WebSocket(`${emulator.url.replace(/^http/, 'ws')}/socket`) as unknown as SocketLike, token: () => token });
    await dispatcher.start();
  }, 90_000);

  afterAll(async () => {
    dispatcher?.close();
    await Promise.all([...radios.values()].map((radio) => radio.stop()));
    await emulator?.close();
    await janus?.stop();
    rmSync(dataDir, { recursive: true, force: true });
    rmSync(cacheDir, { recursive: true, force: true });
  }, 30_000);

  /** The dispatcher's microphone: a plain-RTP participant of the call room (the console uses WebRTC). */
  async function talkInto(room: number, pin: string, ms: number) {
    const endpoint = await RtpEndpoint.open(network.hostSideIp, network.mediaHost, () => undefined);
    const session = await JanusSession.connect(network.janusWs, { WebSocket: WebSocket as unknown as JanusSocketConstructor });
    try {
      const handle = await session.attach('janus.plugin.audiobridge');
      const { data } = await handle.message({ request: 'join', room, pin, display: DISPATCHER.account, muted: false, rtp: { ip: endpoint.local.ip, port: endpoint.local.port, payload_type: 111 } });
      const remote = data.rtp as { ip: string; port: number };
      endpoint.sendTo(remote);
      const sender = new RtpSender({ send: (packet) => endpoint.send(packet) });
      const phrase = await loadPhrase({ ...MARKER_TONE, ms: 1_000 }, cacheDir);
      return await sender.talk(framesFor(phrase, ms));
    } finally {
      await session.destroy().catch(() => undefined);
      endpoint.close();
    }
  }

  const roomExists = async (room: number) => {
    const session = await JanusSession.connect(network.janusWs, { WebSocket: WebSocket as unknown as JanusSocketConstructor });
    try {
      const handle = await session.attach('janus.plugin.audiobridge');
      return (await handle.request({ request: 'exists', room })).exists === true;
    } finally {
      await session.destroy();
    }
  };

  it('an all-call reaches radios in every group, and their floor requests are denied', async () => {
    const grant = AllCallGrantSchema.parse(await dispatcher.command('allCallStart', { kind: 'all' }));
    expect(grant.gids).toEqual(expect.arrayContaining([...GROUPS]));
    expect(emulator.platform.state.floors.get('111')).toMatchObject({ talker: { msId: DISPATCHER.account }, oneWay: { callId: grant.callId, kind: 'all' } });
    await sleep(300);
    radios.forEach((radio) => radio.resetHeard());
    const talked = await talkInto(grant.room, grant.pin, 1_500);
    await sleep(300);
    for (const [gid, radio] of radios) {
      const heard = radio.heard();
      console.info(`all-call: radio in ${gid} heard ${heard.loudMs} ms loud, peak ${heard.peakDbfs.toFixed(1)} dBFS, first loud ${heard.firstLoudAt! - talked.firstSentAt!} ms after the first packet`);
      expect(heard.loudMs, `group ${gid}`).toBeGreaterThanOrEqual(1_000);
      expect(heard.peakDbfs).toBeGreaterThan(SILENCE_DBFS);
    }
    const denied = await radios.get('121')!.talk({ phrase: MARKER_TONE, ms: 300 });
    expect(denied).toMatchObject({ outcome: 'denied', reason: 'one-way' });
    // The caller's own PTT release does not end the one-way floor.
    await dispatcher.command('floorRelease', { gid: '111' });
    expect(emulator.platform.state.floors.get('111')?.oneWay?.callId).toBe(grant.callId);

    await dispatcher.command('allCallEnd', { callId: grant.callId });
    for (const gid of GROUPS) expect(emulator.platform.state.floors.get(gid)).toBeUndefined();
    expect(await roomExists(grant.room)).toBe(false);
    await expect.poll(() => readdirSync(path.join(dataDir, 'recordings')).filter((file) => file.startsWith('110-')).length, { timeout: 5_000 }).toBeGreaterThan(0);
  }, 30_000);

  it('an emergency pre-empts a group of the all-call and the rest goes on', async () => {
    const grant = AllCallGrantSchema.parse(await dispatcher.command('allCallStart', { kind: 'all' }));
    const sos = radios.get('131')!.talk({ phrase: MARKER_TONE, ms: 600, emergency: true });
    expect(await sos).toMatchObject({ outcome: 'talked' });
    expect(emulator.platform.state.floors.get('131')?.oneWay).toBeUndefined();
    expect(emulator.platform.state.floors.get('111')?.oneWay?.callId).toBe(grant.callId);
    await dispatcher.command('allCallEnd', { callId: grant.callId });
  }, 30_000);

  it('a broadcast call reaches the chosen groups only', async () => {
    const grant = AllCallGrantSchema.parse(await dispatcher.command('allCallStart', { kind: 'broadcast', gids: ['111', '121'] }));
    expect(grant.gids).toEqual(['111', '121']);
    await sleep(300);
    radios.forEach((radio) => radio.resetHeard());
    await talkInto(grant.room, grant.pin, 1_500);
    await sleep(300);
    expect(radios.get('111')!.heard().loudMs).toBeGreaterThanOrEqual(1_000);
    expect(radios.get('121')!.heard().loudMs).toBeGreaterThanOrEqual(1_000);
    expect(radios.get('131')!.heard().loudMs).toBe(0);
    // Outside the broadcast a radio talks as usual.
    expect(await radios.get('131')!.talk({ phrase: MARKER_TONE, ms: 300 })).toMatchObject({ outcome: 'talked' });
    await expect(dispatcher.command('allCallStart', { kind: 'broadcast', gids: ['121'] })).rejects.toMatchObject({ code: '409' });
    dispatcher.close();
    // The caller going offline ends the call and its media.
    await expect.poll(() => emulator.platform.state.floors.get('111'), { timeout: 5_000 }).toBeUndefined();
    await expect.poll(() => roomExists(grant.room), { timeout: 5_000 }).toBe(false);
  }, 30_000);
});
