import { PHRASE_ENCODING } from './phrase-spec.ts';
import type { Phrase } from './synthesis.ts';

/** A phrase's packets, cut or repeated to last `ms` (the whole phrase once when ms is left out). */
export function framesFor(phrase: Pick<Phrase, 'packets'>, ms?: number): readonly Uint8Array[] {
  if (ms === undefined || phrase.packets.length === 0) return phrase.packets;
  const count = Math.max(0, Math.round(ms / PHRASE_ENCODING.frameMs));
  return Array.from({ length: count }, (_, i) => phrase.packets[i % phrase.packets.length]!);
}
