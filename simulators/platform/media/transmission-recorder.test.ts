import { mkdirSync, mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Terminal } from '../../../protocol/index.ts';
import { startJanus, type RunningJanus } from '../../janus/janus-runtime.ts';
import { roomPinKeyOf } from '../../janus/room-pin.ts';
import { MARKER_TONE } from '../../terminals/voice/phrase-spec.ts';
import { voiceTerminal } from '../../terminals/voice/voice-terminal.ts';
import type { SimulatedTerminal } from '../../terminals/simulated-terminal.ts';
import { startEmulator, type RunningEmulator } from '../emulator.ts';
import { openPgliteStore } from '../store/pglite-store.ts';
import { TEST_SCRYPT_COST } from '../testing/test-emulator.ts';
import { lacking, needing } from '../../testing/needs.ts';
import { seeded } from '../testing/pglite-template.ts';

const ADMIN_KEY = 'recorder-test-key';
let janus: RunningJanus;
let emulator: RunningEmulator;
let dataDir: string;
let radio: SimulatedTerminal | null = null;

const missing = lacking('Janus');
describe.skipIf(missing.length > 0)(needing('transmission recording', missing), () => {
  beforeAll(async () => {
    janus = await startJanus({ adminKey: ADMIN_KEY });
    dataDir = mkdtempSync(join(tmpdir(), 'poc-recorder-'));
    mkdirSync(join(dataDir, 'static'));
    emulator = await startEmulator({
      store: await openPgliteStore(await seeded(dataDir)),
      host: '127.0.0.1',
      port: 0,
      staticDir: join(dataDir, 'static'),
      testControls: false,
      passwordCost: TEST_SCRYPT_COST,
      demo: true,
      janus: { url: janus.wsUrl, adminKey: ADMIN_KEY },
      recordingsDir: join(dataDir, 'recordings'),
    });
  }, 60_000);

  afterAll(async () => {
    await radio?.stop();
    await emulator?.close();
    await janus?.stop();
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  }, 30_000);

  it('records a talk burst into a file and logs who talked, where and how long', async () => {
    const terminal = emulator.platform.state.terminals.get('10000005') as Terminal;
    radio = voiceTerminal({
      baseUrl: emulator.url,
      terminal,
      network: { janusWs: janus.wsUrl, mediaHost: janus.mediaHost, hostSideIp: janus.hostSide, roomPinKey: roomPinKeyOf(ADMIN_KEY) },
      cacheDir: join(dataDir, 'voice-cache'),
    });
    expect(await radio.connect()).toBe(true);
    await vi.waitFor(() => expect(radio?.voiceReady).toBe(true), { timeout: 10_000 });
    const result = await radio.talk({ phrase: MARKER_TONE, ms: 1_500 });
    expect(result?.outcome).toBe('talked');
    const recorded = await vi.waitFor(
      async () => {
        const events = await emulator.platform.readPublicAfter(0, 10_000, ['transmission.recorded']);
        expect(events).toHaveLength(1);
        return events[0]!.payload as { gid: string; msId: string; talkMs: number; file: string; bytes: number };
      },
      { timeout: 10_000 },
    );
    expect(recorded).toMatchObject({ gid: terminal.currentGroup, msId: '10000005', name: terminal.msName });
    expect(recorded.talkMs).toBeGreaterThan(1_000);
    // 16-bit mono WAV at 16 kHz or more: a second and a half is well over 20 kB.
    expect(recorded.bytes).toBeGreaterThan(20_000);
    expect(statSync(join(dataDir, 'recordings', recorded.file)).size).toBe(recorded.bytes);
  }, 60_000);
});
