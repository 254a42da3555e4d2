import { Subject } from 'rxjs';
import { describe, expect, it } from 'vitest';
import type { EventFrame, Terminal } from '../../../protocol/index.ts';
import { seededRandom } from '../../world/random.ts';
import { NOTHING_HEARD } from './level-meter.ts';
import type { Phrase } from './synthesis.ts';
import type { FloorSocket, VoiceLine } from './talk-types.ts';
import { TerminalVoice } from './terminal-voice.ts';
import { VoiceCapability } from './voice-capability.ts';

const terminal = { msId: '10000042', msName: 'Alpha-01 Ortiz', currentGroup: '101', type: 6 } as Terminal;
const phrase: Phrase = { spec: { kind: 'tone', hz: 1_000, ms: 40, dbfs: -6 }, head: { channels: 1, preSkip: 0, inputSampleRate: 48_000 }, packets: [Uint8Array.of(1)], durationMs: 20 };

const line = (): VoiceLine => ({
  closed: false,
  join: async () => undefined,
  leave: async () => undefined,
  setMuted: async () => undefined,
  send: async (packets) => ({ sent: packets.length, firstSentAt: 1, lastSentAt: 1, stopped: false, meanLateMs: 0, maxLateMs: 0 }),
  stopSending: () => undefined,
  heard: () => NOTHING_HEARD,
  resetHeard: () => undefined,
  close: async () => undefined,
});

const socket: FloorSocket = {
  events$: new Subject<EventFrame>().asObservable(),
  command: (async (name: string) => (name === 'floorRequest' ? { outcome: 'granted', grantedAt: 1, maxMs: 60_000 } : null)) as FloorSocket['command'],
};

describe('VoiceCapability', () => {
  it('tries Janus again later, logs trouble once, then talks now and then', async () => {
    const logged: string[] = [];
    let janusUp = false;
    const voice = new VoiceCapability({
      terminal,
      setup: { network: { janusWs: 'ws://10.231.0.2:8188', mediaHost: '10.231.0.2', hostSideIp: '10.231.0.1' }, cacheDir: '/nowhere', talkEveryS: 60, meter: false },
      random: seededRandom(1),
      log: (entry) => logged.push(entry),
      openVoice: async () => {
        if (!janusUp) throw new Error('Janus client error 3: cannot connect');
        return new TerminalVoice({ msId: terminal.msId, line: line(), loadPhrase: async () => phrase });
      },
    });
    const current = () => true;
    await voice.start(socket, '101', current);
    expect(voice.ready).toBe(false);
    const t0 = Date.now();
    voice.tick(t0, socket, current); // retries at once: still down
    await Promise.resolve();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(logged).toEqual(['10000042: voice unavailable: Janus client error 3: cannot connect']);
    janusUp = true;
    voice.tick(t0 + 5_000, socket, current); // too soon to retry
    expect(voice.ready).toBe(false);
    voice.tick(t0 + 10_001, socket, current);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(voice.ready).toBe(true);
    // Its first talk comes within one talk-every period, and counts.
    for (let s = 11; s <= 71 && voice.talkOutcomes.size === 0; s += 1) {
      voice.tick(t0 + s * 1_000, socket, current);
      await new Promise((resolve) => setTimeout(resolve, 0));
    }
    expect(voice.talkOutcomes.get('talked')).toBe(1);
    await voice.close();
    await voice.close();
    expect(voice.ready).toBe(false);
  });
});
