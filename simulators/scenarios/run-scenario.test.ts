import { describe, expect, it } from 'vitest';
import { PUBLIC_TYPES } from '../platform/events/emulator-event.ts';
import { useEmulatorSockets } from '../platform/testing/emulator-sockets.ts';
import { parseScenario } from './load.ts';
import { runScenario } from './runner.ts';

// A lone worker minute of a second, so a missed check-in is noticed within the run.
const sockets = useEmulatorSockets({ loneWorkerMinuteMs: 1_000 });

const SCENARIO = `
name: integration
seed: 5
duration: 7s
tick: 500ms
fleet:
  - name: crew
    count: 2
    types: [radio]
    area: { lat: 39.4699, lng: -0.3763, radius: 200 }
    behaviour: { walk: false }
  - name: night
    count: 2
    types: [radio]
    area: { lat: 39.4699, lng: -0.3763, radius: 200 }
    behaviour: { walk: false, battery: 90, signal: 4 }
fences:
  - { name: QA harbour, type: out, circle: { lat: 39.46, lng: -0.33, radius: 150 }, watch: [crew] }
loneWorker: { watch: [night], checkInMinutes: 1, durationMinutes: 30 }
incidents:
  - { at: 0s, do: miss-lone-worker, who: "night#1" }
  - { at: 1500ms, do: sos, who: "crew#1" }
  - { at: 2s, do: enter-fence, who: "crew#2", fence: QA harbour }
  - { at: 2500ms, do: talk, who: "crew#1", for: 500ms }
  - { at: 3s, do: offline, who: "night#2", for: 60s }
`;

type Payload = { msId?: string; alarm?: { msId?: string; cause?: string; time?: number } };

describe('runScenario against a real emulator', () => {
  it('lands the SOS on time, the fence alarm, the offline terminal and the missed lone worker reply', async () => {
    const { emulator } = sockets;
    const scenario = parseScenario(SCENARIO);
    const lines: string[] = [];
    const head = emulator.platform.state.head;
    let start = 0;
    const run = await runScenario({ baseUrl: emulator.url, scenario, log: (line) => lines.push(line), onStart: () => (start = Date.now()) });
    expect(run.online).toBe(4);
    expect(run.records.map((record) => [record.do, record.outcome.startsWith('failed')])).toEqual([
      ['miss-lone-worker', false],
      ['sos', false],
      ['enter-fence', false],
      ['talk', false],
      ['offline', false],
    ]);
    expect(run.records.find((record) => record.do === 'talk')?.outcome).toBe('talked');
    const [crew1, crew2, night1, night2] = run.plan.terminals.map((terminal) => terminal.msId);
    const events = (await emulator.platform.readPublicAfter(head, 10_000, PUBLIC_TYPES)).map((event) => ({ ...event, payload: event.payload as Payload }));
    const sos = events.find((event) => event.type === 'sos.raised');
    expect(sos?.payload.alarm?.msId ?? sos?.payload.msId).toBe(crew1);
    // Raised about 1.5 s into the run (the clock starts once the fleet is online).
    expect(sos!.time - start).toBeGreaterThanOrEqual(1_400);
    expect(sos!.time - start).toBeLessThan(3_000);
    expect(events.some((event) => event.type === 'fence.alarmed' && event.payload.alarm?.msId === crew2)).toBe(true);
    expect(events.some((event) => event.type === 'terminal.offline' && event.payload.msId === night2)).toBe(true);
    expect(events.some((event) => event.type === 'loneWork.alarmed' && event.payload.alarm?.msId === night1 && event.payload.alarm?.cause === 'forgotReply')).toBe(true);
    expect(events.some((event) => event.type === 'loneWork.alarmed' && event.payload.alarm?.msId !== night1 && event.payload.alarm?.cause === 'forgotReply')).toBe(false);
    expect(lines.some((line) => /t\+1\.\d\ds sos \d{8}: alarm/.test(line))).toBe(true);
  }, 60_000);
});
