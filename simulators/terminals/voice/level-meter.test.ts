import { describe, expect, it } from 'vitest';
import { LevelMeter, rmsDbfs } from './level-meter.ts';

const sine = (amplitude: number, samples: number, hz = 1_000) =>
  Float32Array.from({ length: samples }, (_, i) => amplitude * Math.sin((2 * Math.PI * hz * i) / 48_000));

describe('LevelMeter', () => {
  it('reads a sine at its RMS level', () => {
    expect(rmsDbfs(sine(1, 960))).toBeCloseTo(-3.01, 1);
    expect(rmsDbfs(sine(0.5, 960))).toBeCloseTo(-9.03, 1);
    expect(rmsDbfs(new Float32Array(960))).toBe(-Infinity);
  });

  it('counts loud windows and remembers when speech came', () => {
    const meter = new LevelMeter();
    meter.packet(1_000);
    meter.samples(new Float32Array(960), 1_000); // silence
    for (let i = 1; i <= 10; i += 1) {
      meter.packet(1_000 + i * 20);
      meter.samples(sine(0.3, 960), 1_000 + i * 20);
    }
    meter.samples(sine(0.001, 960), 1_300); // -63 dBFS: below the threshold
    expect(meter.heard).toMatchObject({ firstPacketAt: 1_000, packets: 11, firstLoudAt: 1_020, lastLoudAt: 1_200, loudMs: 200 });
    expect(meter.heard.peakDbfs).toBeCloseTo(-13.5, 0);
    meter.reset();
    expect(meter.heard.packets).toBe(0);
  });

  it('measures windows across uneven blocks', () => {
    const meter = new LevelMeter({ windowMs: 10 });
    const audio = sine(0.5, 480 * 3);
    meter.samples(audio.subarray(0, 700), 1);
    meter.samples(audio.subarray(700), 2);
    expect(meter.heard).toMatchObject({ loudMs: 30, firstLoudAt: 1, lastLoudAt: 2 });
  });
});
