import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, renameSync, rmSync } from 'node:fs';
import path from 'node:path';

const ARTIFACTS = path.resolve(import.meta.dirname, '../../.artifacts');

/** What the fake microphone says: speech, so later audio-energy checks measure a real voice. */
const PHRASE = 'Control room to all units. Radio check, radio check. Over.';

/**
 * The WAV Chromium's fake microphone plays (--use-file-for-fake-audio-capture): speech from
 * espeak-ng, resampled by sox to 48 kHz mono 16-bit as WebRTC captures it. Made once, before
 * Chromium starts; the config calls this synchronously, and it is idempotent for every worker.
 */
export function fakeSpeechWav(): string {
  const wav = path.join(ARTIFACTS, 'fake-mic-speech-48k.wav');
  if (existsSync(wav)) return wav;
  mkdirSync(ARTIFACTS, { recursive: true });
  const raw = path.join(ARTIFACTS, `fake-mic-raw-${process.pid}.wav`);
  const partial = path.join(ARTIFACTS, `fake-mic-${process.pid}.wav`);
  try {
    execFileSync('espeak-ng', ['-v', 'en-us', '-s', '150', '-w', raw, PHRASE], { stdio: 'ignore' });
    // A second of silence after the phrase, so the loop has pauses like a real talker.
    execFileSync('sox', [raw, '-r', '48000', '-c', '1', '-b', '16', partial, 'pad', '0', '1'], { stdio: 'ignore' });
    renameSync(partial, wav); // atomic: a parallel worker sees either no file or the whole file
  } finally {
    rmSync(raw, { force: true });
    rmSync(partial, { force: true });
  }
  return wav;
}
