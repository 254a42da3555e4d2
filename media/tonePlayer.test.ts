import { describe, expect, it } from 'vitest';
import { TONE_REPEAT_GUARD_MS, TonePlayer, type ToneContext } from './tonePlayer.ts';
import { ALARM_TONE_NAMES, gainForVolume, MAX_TONE_GAIN, TONES, toneDurationMs } from './tones.ts';

/** Records oscillator starts and the peak gain of each envelope. */
function recordingContext() {
  const started: { frequency: number; at: number; stop: number }[] = [];
  const peaks: number[] = [];
  const param = (onSet: (value: number) => void) => ({
    setValueAtTime: (value: number) => onSet(value),
    linearRampToValueAtTime: (value: number) => onSet(value),
  });
  const context = {
    currentTime: 0,
    state: 'running',
    destination: {},
    resume: async () => undefined,
    close: async () => undefined,
    createOscillator() {
      const entry = { frequency: 0, at: 0, stop: 0 };
      return {
        type: 'sine',
        frequency: param((value) => (entry.frequency = value)),
        connect: (node: unknown) => node,
        start: (at: number) => {
          entry.at = at;
          started.push(entry);
        },
        stop: (at: number) => (entry.stop = at),
      };
    },
    createGain() {
      let peak = 0;
      peaks.push(0);
      const index = peaks.length - 1;
      return {
        gain: param((value) => {
          peak = Math.max(peak, value);
          peaks[index] = peak;
        }),
        connect: (node: unknown) => node,
      };
    },
  };
  return { context: context as unknown as ToneContext, started, peaks };
}

describe('tones', () => {
  it('has a tone for every alarm sound of the settings', () => {
    for (const name of ALARM_TONE_NAMES) expect(TONES[name].length).toBeGreaterThan(0);
  });

  it('maps volume 0-100 to a gain that rises with it', () => {
    expect(gainForVolume(0)).toBe(0);
    expect(gainForVolume(-5)).toBe(0);
    expect(gainForVolume(100)).toBe(MAX_TONE_GAIN);
    expect(gainForVolume(150)).toBe(MAX_TONE_GAIN);
    expect(gainForVolume(30)).toBeLessThan(gainForVolume(60));
  });
});

describe('TonePlayer', () => {
  it('schedules each step of a tone in order at the volume gain', () => {
    const audio = recordingContext();
    new TonePlayer({ createContext: () => audio.context, now: () => 0 }).play('online', 60);
    expect(audio.started.map((s) => s.frequency)).toEqual(TONES.online.map((s) => s.frequency));
    expect(audio.started[1]!.at).toBeGreaterThanOrEqual(audio.started[0]!.stop);
    expect(Math.max(...audio.peaks)).toBeCloseTo(gainForVolume(60));
    expect(audio.started.at(-1)!.stop * 1000).toBeLessThanOrEqual(toneDurationMs('online') + 20);
  });

  it('stays silent at volume 0 and without Web Audio', () => {
    const audio = recordingContext();
    new TonePlayer({ createContext: () => audio.context }).play('offline', 0);
    expect(audio.started).toHaveLength(0);
    const broken = new TonePlayer({
      createContext: () => {
        throw new Error('no AudioContext');
      },
    });
    expect(() => broken.play('offline', 60)).not.toThrow();
  });

  it('drops the same tone repeated within the guard time', () => {
    const audio = recordingContext();
    let now = 0;
    const player = new TonePlayer({ createContext: () => audio.context, now: () => now });
    player.play('beep', 60);
    now += TONE_REPEAT_GUARD_MS - 1;
    player.play('beep', 60);
    now += 1;
    player.play('beep', 60);
    expect(audio.started).toHaveLength(TONES.beep.length * 2);
  });
});
