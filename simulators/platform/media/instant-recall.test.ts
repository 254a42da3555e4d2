import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { RecordedTransmissionSchema, type Terminal } from '../../../protocol/index.ts';
import { startJanus, type RunningJanus } from '../../janus/janus-runtime.ts';
import { roomPinKeyOf } from '../../janus/room-pin.ts';
import { MARKER_TONE } from '../../terminals/voice/phrase-spec.ts';
import { voiceTerminal } from '../../terminals/voice/voice-terminal.ts';
import type { SimulatedTerminal } from '../../terminals/simulated-terminal.ts';
import { startEmulator, type RunningEmulator } from '../emulator.ts';
import { openPgliteStore } from '../store/pglite-store.ts';
import { TEST_SCRYPT_COST, tokenFor } from '../testing/test-emulator.ts';
import { lacking, needing } from '../../testing/needs.ts';
import { seeded } from '../testing/pglite-template.ts';

const ADMIN_KEY = 'instant-recall-test-key';
let janus: RunningJanus;
let emulator: RunningEmulator;
let dataDir: string;
let radio: SimulatedTerminal | null = null;

/** The samples of a 16-bit PCM WAV's data chunk, as RMS dBFS. */
function wavLevelDbfs(bytes: Buffer): number {
  const data = bytes.indexOf('data', 12, 'latin1');
  let sum = 0;
  let count = 0;
  for (let offset = data + 8; offset + 1 < bytes.length; offset += 2, count += 1) sum += (bytes.readInt16LE(offset) / 32768) ** 2;
  return 10 * Math.log10(sum / count);
}

const missing = lacking('Janus');
describe.skipIf(missing.length > 0)(needing('instant recall through the emulator', missing), () => {
  beforeAll(async () => {
    janus = await startJanus({ adminKey: ADMIN_KEY });
    dataDir = mkdtempSync(join(tmpdir(), 'poc-recall-'));
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

  it('lists a radio transmission for the group and serves its audio to a dispatcher', async () => {
    const terminal = emulator.platform.state.terminals.get('10000005') as Terminal;
    radio = voiceTerminal({
      baseUrl: emulator.url,
      terminal,
      network: { janusWs: janus.wsUrl, mediaHost: janus.mediaHost, hostSideIp: janus.hostSide, roomPinKey: roomPinKeyOf(ADMIN_KEY) },
      cacheDir: join(dataDir, 'voice-cache'),
    });
    expect(await radio.connect()).toBe(true);
    await vi.waitFor(() => expect(radio?.voiceReady).toBe(true), { timeout: 10_000 });
    expect((await radio.talk({ phrase: MARKER_TONE, ms: 1_500 }))?.outcome).toBe('talked');

    const token = await tokenFor(emulator.url, '20000001', 'Dispatch#2026');
    const entry = await vi.waitFor(
      async () => {
        const answer = (await (await fetch(`${emulator.url}/ds/data/voice?gid=${terminal.currentGroup}&token=${token}`)).json()) as { data: { list: unknown[] } };
        expect(answer.data.list).toHaveLength(1);
        return RecordedTransmissionSchema.parse(answer.data.list[0]);
      },
      { timeout: 10_000 },
    );
    expect(entry).toMatchObject({ gid: terminal.currentGroup, msId: '10000005', name: terminal.msName });
    expect(entry.talkMs).toBeGreaterThan(1_000);

    const response = await fetch(`${emulator.url}${entry.url}?token=${token}`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('audio/wav');
    const wav = Buffer.from(await response.arrayBuffer());
    expect(wav.length).toBe(entry.bytes);
    expect(wav.subarray(0, 4).toString('latin1')).toBe('RIFF');
    // The marker tone, not silence: well above the -60 dBFS of an empty room.
    expect(wavLevelDbfs(wav)).toBeGreaterThan(-40);
  }, 60_000);
});
