import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { LevelMeter } from './level-meter.ts';
import { MARKER_TONE, type PhraseSpec } from './phrase-spec.ts';
import { createOpusDecoder } from './rtp-receiver.ts';
import { loadPhrase, phraseFile, VoiceToolMissing } from './synthesis.ts';
import { lacking, needing } from '../../testing/needs.ts';

const missing = lacking('espeak-ng', 'ffmpeg');
const cacheDir = mkdtempSync(path.join(tmpdir(), 'voice-cache-'));
afterAll(() => rmSync(cacheDir, { recursive: true, force: true }));

/** Decodes a phrase the way a listener would and meters it. */
async function levelOf(packets: readonly Uint8Array[]) {
  const decoder = await createOpusDecoder();
  const meter = new LevelMeter();
  packets.forEach((packet, i) => meter.samples(decoder.decode(packet) ?? new Float32Array(), i * 20));
  decoder.free();
  return meter.heard;
}

describe.skipIf(missing.length > 0)(needing('phrase synthesis (espeak-ng, ffmpeg)', missing), () => {
  const speech: PhraseSpec = { kind: 'speech', text: 'Unit Alpha 12 on scene.', voice: 'en-us', wordsPerMinute: 160 };

  it('makes 20 ms Opus frames of speech once, then serves them from the cache', async () => {
    const started = performance.now();
    const first = await phraseFile(speech, cacheDir);
    const synthesisMs = performance.now() - started;
    const again = performance.now();
    const second = await phraseFile(speech, cacheDir);
    const cachedMs = performance.now() - again;
    expect([first.cached, second.cached]).toEqual([false, true]);
    const phrase = await loadPhrase(speech, cacheDir);
    expect(phrase.head.channels).toBe(1);
    expect(phrase.durationMs).toBeGreaterThan(1_000);
    expect(phrase.durationMs).toBeLessThan(4_000);
    const heard = await levelOf(phrase.packets);
    expect(heard.peakDbfs).toBeGreaterThan(-30);
    expect(heard.loudMs).toBeGreaterThan(500);
    console.info(`speech: synthesis ${synthesisMs.toFixed(0)} ms, cache hit ${cachedMs.toFixed(2)} ms, ${phrase.durationMs} ms of audio, peak ${heard.peakDbfs.toFixed(1)} dBFS`);
  });

  it('makes a marker tone that is loud from its first frames', async () => {
    const tone = await loadPhrase(MARKER_TONE, cacheDir);
    expect(tone.packets.length).toBe(31); // 600 ms, plus the encoder's pre-skip
    const heard = await levelOf(tone.packets);
    expect(heard.peakDbfs).toBeCloseTo(-9, 0); // a -6 dBFS-amplitude sine
    expect(heard.firstLoudAt).toBeLessThanOrEqual(20);
  });
});

describe('phrase synthesis without its tools', () => {
  it('says which tool is missing', async () => {
    const path = process.env.PATH;
    process.env.PATH = '/nonexistent';
    try {
      await expect(phraseFile({ ...MARKER_TONE, hz: 997 }, cacheDir)).rejects.toBeInstanceOf(VoiceToolMissing);
      await expect(phraseFile({ ...MARKER_TONE, hz: 997 }, cacheDir)).rejects.toThrow(/ffmpeg is not installed/);
    } finally {
      process.env.PATH = path;
    }
  });
});
