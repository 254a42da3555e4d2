import { createHash } from 'node:crypto';
import type { Random } from '../../world/random.ts';

/** What a phrase sounds like: synthesised speech, or a plain tone to time the audio path with. */
export type PhraseSpec =
  | { readonly kind: 'speech'; readonly text: string; readonly voice: string; readonly wordsPerMinute: number }
  | { readonly kind: 'tone'; readonly hz: number; readonly ms: number; readonly dbfs: number };

/** The one encoding of every phrase: what the AudioBridge rooms expect (docs/protocol.md, Media). */
export const PHRASE_ENCODING = { sampleRate: 48_000, channels: 1, frameMs: 20, bitrate: '24k', application: 'voip' } as const;

/** A 1 kHz beep that starts loud on its first frame, so the first loud frame heard marks its arrival. */
export const MARKER_TONE = { kind: 'tone', hz: 1_000, ms: 600, dbfs: -6 } as const satisfies PhraseSpec;

const TEMPLATES = [
  'Unit {callsign} on scene.',
  '{callsign}, copy that, over.',
  '{callsign} en route, five minutes out.',
  '{callsign} requesting backup at my location.',
  'Control, {callsign}, all clear here.',
  '{callsign} returning to base.',
] as const;

const VOICES = ['en-us', 'en-gb', 'en-gb-scotland', 'en-gb-x-rp'] as const;

/** "Bravo-03 Garcia" is called "Bravo 03"; a gateway keeps its whole name. */
export function callsignOf(msName: string): string {
  const first = msName.split(' ')[0] ?? msName;
  return (first.includes('-') ? first : msName).replaceAll('-', ' ').replace(/\s*\(app\)$/, '');
}

/** A random radio phrase of a terminal; its voice stays the same for one terminal. */
export function radioPhrase(msName: string, random: Random, voiceSeed: number): PhraseSpec {
  const template = TEMPLATES[Math.floor(random() * TEMPLATES.length)]!;
  return {
    kind: 'speech',
    text: template.replace('{callsign}', callsignOf(msName)),
    voice: VOICES[voiceSeed % VOICES.length]!,
    wordsPerMinute: 150 + (voiceSeed % 4) * 10,
  };
}

/** The cache key: a hash of everything that changes the encoded bytes. */
export function phraseKey(spec: PhraseSpec): string {
  const canonical = JSON.stringify({ spec, encoding: PHRASE_ENCODING, v: 1 });
  return createHash('sha256').update(canonical).digest('hex').slice(0, 24);
}
