import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { TerminalType, type Terminal } from '../../protocol/index.ts';
import { startJanus } from '../../simulators/janus/janus-runtime.ts';
import { startEmulator } from '../../simulators/platform/emulator.ts';
import { openPgliteStore } from '../../simulators/platform/store/pglite-store.ts';
import { TEST_SCRYPT_COST } from '../../simulators/platform/testing/test-emulator.ts';
import type { SimulatedTerminal } from '../../simulators/terminals/simulated-terminal.ts';
import { MARKER_TONE } from '../../simulators/terminals/voice/phrase-spec.ts';
import { voiceTerminal } from '../../simulators/terminals/voice/voice-terminal.ts';
import { writeSuite } from './report.ts';

const PRESSES = 200;
const LATE_ENTRIES = 30;
const TALK_MS = 240;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const percentile = (values: number[], p: number): number => {
  const sorted = [...values].sort((a, b) => a - b);
  return Number((sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? NaN).toFixed(1));
};

async function until(check: () => boolean, timeoutMs: number, what: string): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!check()) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await sleep(10);
  }
}

/**
 * Push-to-talk latency through the real path: floor control in the emulator (PGlite store), a real
 * Janus AudioBridge, terminals as plain-RTP participants. Talker and listeners are simulated radios.
 */
export async function runPttBench(): Promise<void> {
  const dataDir = mkdtempSync(join(tmpdir(), 'poc-bench-ptt-'));
  mkdirSync(join(dataDir, 'static'));
  const janus = await startJanus({ adminKey: 'bench-ptt' });
  const emulator = await startEmulator({
    store: await openPgliteStore(dataDir),
    host: '127.0.0.1',
    port: 0,
    staticDir: join(dataDir, 'static'),
    testControls: false,
    passwordCost: TEST_SCRYPT_COST,
    demo: true,
    janus: { url: janus.wsUrl, adminKey: 'bench-ptt' },
  });
  const network = { janusWs: janus.wsUrl, mediaHost: janus.mediaHost, hostSideIp: janus.hostSide };
  const cacheDir = join(dataDir, 'voice-cache');
  const radios = [...emulator.platform.state.terminals.values()].filter((t) => t.currentGroup === '111' && t.type === TerminalType.Poc6).slice(0, 3) as Terminal[];
  const make = (terminal: Terminal) => voiceTerminal({ baseUrl: emulator.url, terminal, network, cacheDir });
  const terminals: SimulatedTerminal[] = [];
  try {
    const [talker, listener] = [make(radios[0]!), make(radios[1]!)];
    terminals.push(talker, listener);
    for (const terminal of [talker, listener]) {
      if (!(await terminal.connect())) throw new Error('a bench terminal could not log in');
      await until(() => terminal.voiceReady, 10_000, 'the voice room');
    }
    await talker.talk({ phrase: MARKER_TONE, ms: TALK_MS }); // warm-up: phrase cache, JIT, Janus mixer

    const access: number[] = [];
    const mouthToEar: number[] = [];
    for (let press = 0; press < PRESSES; press += 1) {
      listener.resetHeard();
      const result = await talker.talk({ phrase: MARKER_TONE, ms: TALK_MS });
      if (result?.outcome !== 'talked' || result.timings.firstPacketAt === null) throw new Error(`press ${press}: ${result?.outcome}`);
      access.push(result.timings.firstPacketAt - result.timings.requestedAt);
      await sleep(120); // the tail of the burst through Janus's mixer
      const heard = listener.heard();
      if (heard.firstLoudAt !== null) mouthToEar.push(heard.firstLoudAt - result.timings.firstPacketAt);
    }

    // Late entry: a radio is switched (remotely, as a dispatcher does) into the group while someone talks.
    const late = make(radios[2]!);
    terminals.push(late);
    if (!(await late.connect())) throw new Error('the late terminal could not log in');
    const switchTo = (gid: string) => emulator.platform.commit([{ type: 'terminal.groupSwitched', msId: radios[2]!.msId, gid }]);
    const lateEntry: number[] = [];
    for (let entry = 0; entry < LATE_ENTRIES; entry += 1) {
      await switchTo('110');
      await sleep(300);
      const talking = talker.talk({ phrase: MARKER_TONE, ms: 1_500 });
      await sleep(400);
      late.resetHeard();
      const switchedAt = Date.now();
      await switchTo('111');
      await until(() => late.heard().firstLoudAt !== null, 1_000, 'audio at the late entrant').catch(() => undefined);
      const firstLoud = late.heard().firstLoudAt;
      if (firstLoud !== null) lateEntry.push(firstLoud - switchedAt);
      await talking;
    }

    writeSuite(
      'ptt-latency',
      [
        { name: 'PTT access: press → floor granted → first packet sent to Janus, p50', value: percentile(access, 50), unit: 'ms', note: `${access.length} presses` },
        { name: 'PTT access, p95', value: percentile(access, 95), unit: 'ms' },
        { name: 'mouth-to-ear: first packet sent → loud audio decoded at a listener, p50', value: percentile(mouthToEar, 50), unit: 'ms', note: `${mouthToEar.length} of ${PRESSES} bursts heard` },
        { name: 'mouth-to-ear, p95', value: percentile(mouthToEar, 95), unit: 'ms' },
        { name: 'late entry: switched into a group while someone talks → first loud audio, p50', value: percentile(lateEntry, 50), unit: 'ms', note: `${lateEntry.length} of ${LATE_ENTRIES} entries heard` },
        { name: 'late entry, p95', value: percentile(lateEntry, 95), unit: 'ms' },
      ],
      {
        'access p95 / 3GPP MCPTT 300 ms': Number((percentile(access, 95) / 300).toFixed(3)),
        'mouth-to-ear p95 / 3GPP MCPTT 300 ms': Number((percentile(mouthToEar, 95) / 300).toFixed(3)),
        'late entry p95 / 3GPP MCPTT 350 ms': Number((percentile(lateEntry, 95) / 350).toFixed(3)),
      },
    );
  } finally {
    await Promise.all(terminals.map((terminal) => terminal.stop()));
    await emulator.close();
    await janus.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}
