import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Subject } from 'rxjs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { JanusSession, type JanusHandle } from '../../../media/janus/index.ts';
import type { EventFrame, PlatformEvent } from '../../../protocol/index.ts';
import { startJanus, type RunningJanus } from '../../janus/janus-runtime.ts';
import { AUDIOBRIDGE, NodeJanusSocket } from './audiobridge-participant.ts';
import { SILENCE_DBFS } from './level-meter.ts';
import { mediaNetworkFrom, type MediaNetwork } from './media-network.ts';
import { MARKER_TONE } from './phrase-spec.ts';
import { loadPhrase, type Phrase } from './synthesis.ts';
import type { FloorSocket } from './talk-types.ts';
import { TerminalVoice } from './terminal-voice.ts';
import { VoicePeer } from './voice-peer.ts';
import { lacking, needing } from '../../testing/needs.ts';

/**
 * Real audio through a real Janus: POC_JANUS_WS (with POC_MEDIA_HOST, POC_HOST_SIDE_IP and
 * POC_JANUS_ADMIN_KEY) names one; otherwise the test starts its own with simulators/janus.
 */
const external = mediaNetworkFrom(process.env);
// A Janus of ours in a namespace (POC_JANUS_*) stands in for an installed one.
const missing = external !== null ? lacking('ffmpeg') : lacking('Janus', 'ffmpeg');

const ROOM = 990_000 + (process.pid % 9_000);
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe.skipIf(missing.length > 0)(needing('voice through a real Janus AudioBridge', missing), () => {
  let janus: RunningJanus | null = null;
  let network: MediaNetwork;
  let adminKey: string | undefined;
  let admin: JanusSession;
  let bridge: JanusHandle;
  let tone: Phrase;
  const cacheDir = mkdtempSync(path.join(tmpdir(), 'voice-cache-'));
  const peers: VoicePeer[] = [];
  const peer = async (display: string) => {
    const opened = await VoicePeer.open({ network, display });
    peers.push(opened);
    await opened.join(ROOM);
    return opened;
  };

  beforeAll(async () => {
    if (external) {
      network = external;
      adminKey = process.env.POC_JANUS_ADMIN_KEY || undefined;
    } else {
      janus = await startJanus({ network: 'auto' });
      network = { janusWs: janus.wsUrl, mediaHost: janus.mediaHost, hostSideIp: janus.hostSide };
    }
    admin = await JanusSession.connect(network.janusWs, { WebSocket: NodeJanusSocket });
    bridge = await admin.attach(AUDIOBRIDGE);
    const keys = adminKey ? { admin_key: adminKey } : {};
    await bridge.request({ request: 'create', room: ROOM, allow_rtp_participants: true, sampling_rate: 48_000, permanent: false, ...keys });
    tone = await loadPhrase(MARKER_TONE, cacheDir);
  }, 40_000);

  afterAll(async () => {
    await Promise.all(peers.map((p) => p.close()));
    await bridge?.request({ request: 'destroy', room: ROOM }).catch(() => undefined);
    await admin?.destroy().catch(() => undefined);
    await janus?.stop();
    rmSync(cacheDir, { recursive: true, force: true });
  }, 20_000);

  it('carries an unmuted talker to a listener, not back to the talker', async () => {
    const talker = await peer('10000001');
    const listener = await peer('10000002');
    await sleep(200);
    listener.resetHeard();
    talker.resetHeard();
    await talker.setMuted(false);
    const report = await talker.send(tone.packets);
    await talker.setMuted(true);
    await sleep(300);
    const heard = listener.heard();
    expect(heard.peakDbfs).toBeGreaterThan(-15);
    expect(heard.loudMs).toBeGreaterThanOrEqual(400);
    expect(talker.heard().loudMs).toBe(0); // the mix leaves out one's own voice
    const latency = heard.firstLoudAt! - report.firstSentAt!;
    expect(latency).toBeLessThan(500);
    console.info(
      `tone via ${network.mediaHost}: ${report.sent} packets, pacing late mean ${report.meanLateMs.toFixed(2)} ms max ${report.maxLateMs.toFixed(2)} ms; ` +
        `heard peak ${heard.peakDbfs.toFixed(1)} dBFS, ${heard.loudMs} ms loud, first loud ${latency.toFixed(0)} ms after first sent, ` +
        `last loud ${(heard.lastLoudAt! - report.lastSentAt!).toFixed(0)} ms after last sent`,
    );
  }, 20_000);

  it('moves both into another room and back, still heard each time', async () => {
    const other = ROOM + 1;
    const keys = adminKey ? { admin_key: adminKey } : {};
    await bridge.request({ request: 'create', room: other, allow_rtp_participants: true, sampling_rate: 48_000, permanent: false, ...keys });
    const talker = await peer('10000007');
    const listener = await peer('10000008');
    try {
      for (const room of [other, ROOM, other]) {
        await talker.join(room);
        await listener.join(room);
        listener.resetHeard();
        await talker.setMuted(false);
        await talker.send(tone.packets.slice(0, 15));
        await talker.setMuted(true);
        await sleep(200);
        expect(listener.room).toBe(room);
        expect(listener.heard().loudMs).toBeGreaterThanOrEqual(200);
      }
    } finally {
      await bridge.request({ request: 'destroy', room: other }).catch(() => undefined);
    }
  }, 30_000);

  it('keeps a muted participant out of the mix', async () => {
    const talker = await peer('10000003');
    const listener = await peer('10000004');
    await sleep(200);
    listener.resetHeard();
    await talker.send(tone.packets.slice(0, 15));
    await sleep(300);
    expect(listener.heard().packets).toBeGreaterThan(0);
    expect(listener.heard().peakDbfs).toBeLessThan(SILENCE_DBFS);
  }, 20_000);

  it('talks by floor control: unmuted only while granted, silenced at once when pre-empted', async () => {
    const events = new Subject<EventFrame>();
    const sent: string[] = [];
    const socket: FloorSocket = {
      events$: events.asObservable(),
      command: (async (name: string) => {
        sent.push(name);
        return name === 'floorRequest' ? { outcome: 'granted', grantedAt: Date.now(), maxMs: 60_000 } : null;
      }) as FloorSocket['command'],
    };
    const emit = (event: PlatformEvent) => events.next({ type: 'event', seq: sent.length + 100, stream: 'floor', time: Date.now(), event });
    const line = await VoicePeer.open({ network, display: '10000005' });
    peers.push(line);
    const voice = new TerminalVoice({ msId: '10000005', line, loadPhrase: async () => tone });
    await voice.attach(socket, String(ROOM));
    const listener = await peer('10000006');
    await sleep(200);

    listener.resetHeard();
    const talked = await voice.talk({ ms: 1_000 });
    await sleep(300);
    expect(talked.outcome).toBe('talked');
    expect(sent).toEqual(['floorRequest', 'floorRelease']);
    expect(listener.heard().loudMs).toBeGreaterThanOrEqual(700);

    listener.resetHeard();
    const talk = voice.talk({ ms: 3_000 });
    await sleep(800);
    emit({ type: 'floor.released', gid: String(ROOM), msId: '10000005', reason: 'preempted', talkMs: 800 });
    const cut = await talk;
    await sleep(300);
    expect(cut).toMatchObject({ outcome: 'lost', reason: 'preempted' });
    expect(cut.report!.sent).toBeLessThan(60);
    expect(listener.heard().loudMs).toBeLessThan(1_200);
    expect(listener.heard().lastLoudAt! - cut.timings.endedAt).toBeLessThan(200);
    console.info(`floor talk: granted ${(talked.timings.grantedAt! - talked.timings.requestedAt).toFixed(1)} ms after request, first packet ${(talked.timings.firstPacketAt! - talked.timings.grantedAt!).toFixed(1)} ms after grant`);
    await voice.close();
  }, 30_000);
});
