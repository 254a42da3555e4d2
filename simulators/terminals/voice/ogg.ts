/**
 * Ogg Opus (RFC 7845) into Opus packets, one per RTP payload. Pure: bytes in, packets or a typed
 * error out; it never throws, so a cache file cut short by a killed ffmpeg is reported, not fatal.
 */

export type OpusHead = {
  readonly channels: number;
  /** Samples (at 48 kHz) the decoder drops at the start. */
  readonly preSkip: number;
  readonly inputSampleRate: number;
};

export type OggOpus = { readonly head: OpusHead; readonly packets: readonly Uint8Array[] };

export type OggError = {
  readonly kind: 'not-ogg' | 'truncated' | 'not-opus';
  readonly detail: string;
};

export type OggResult = { readonly ok: true; readonly value: OggOpus } | { readonly ok: false; readonly error: OggError };

const CAPTURE = [0x4f, 0x67, 0x67, 0x53]; // "OggS"
const PAGE_HEADER = 27;
const FLAG_CONTINUED = 0x01;

const fail = (kind: OggError['kind'], detail: string): OggResult => ({ ok: false, error: { kind, detail } });

const startsWith = (bytes: Uint8Array, text: string): boolean =>
  bytes.length >= text.length && [...text].every((char, i) => bytes[i] === char.charCodeAt(0));

/** Splits an Ogg file into the packets of its first logical stream, which must be Opus. */
export function parseOggOpus(input: Uint8Array): OggResult {
  const view = new DataView(input.buffer, input.byteOffset, input.byteLength);
  const packets: Uint8Array[] = [];
  let serial: number | null = null;
  let partial: Uint8Array[] = [];
  let offset = 0;
  while (offset < input.length) {
    const remaining = input.length - offset;
    if (!CAPTURE.every((byte, i) => i >= remaining || input[offset + i] === byte)) return fail('not-ogg', `no OggS at ${offset}`);
    if (remaining < PAGE_HEADER) return fail('truncated', `page header at ${offset} cut short`);
    const flags = input[offset + 5]!;
    const pageSerial = view.getUint32(offset + 14, true);
    const segments = input[offset + 26]!;
    const tableEnd = offset + PAGE_HEADER + segments;
    if (tableEnd > input.length) return fail('truncated', `segment table at ${offset} cut short`);
    let bodyLength = 0;
    for (let i = offset + PAGE_HEADER; i < tableEnd; i += 1) bodyLength += input[i]!;
    if (tableEnd + bodyLength > input.length) return fail('truncated', `page body at ${offset} cut short`);
    serial ??= pageSerial;
    if (pageSerial === serial) {
      if ((flags & FLAG_CONTINUED) === 0) partial = []; // a lost continuation: drop the fragment
      let at = tableEnd;
      for (let i = offset + PAGE_HEADER; i < tableEnd; i += 1) {
        const lacing = input[i]!;
        partial.push(input.subarray(at, at + lacing));
        at += lacing;
        if (lacing < 255) {
          packets.push(concat(partial));
          partial = [];
        }
      }
    }
    offset = tableEnd + bodyLength;
  }
  return toOpus(packets);
}

function toOpus(packets: Uint8Array[]): OggResult {
  const first = packets[0];
  if (!first || !startsWith(first, 'OpusHead')) return fail('not-opus', 'first packet is not OpusHead');
  if (first.length < 19) return fail('truncated', 'OpusHead shorter than 19 bytes');
  const view = new DataView(first.buffer, first.byteOffset, first.byteLength);
  const head: OpusHead = { channels: first[9]!, preSkip: view.getUint16(10, true), inputSampleRate: view.getUint32(12, true) };
  const audio = packets.slice(1).filter((packet) => !startsWith(packet, 'OpusTags') && packet.length > 0);
  return { ok: true, value: { head, packets: audio } };
}

function concat(parts: Uint8Array[]): Uint8Array {
  if (parts.length === 1) return parts[0]!;
  const out = new Uint8Array(parts.reduce((sum, part) => sum + part.length, 0));
  let at = 0;
  for (const part of parts) {
    out.set(part, at);
    at += part.length;
  }
  return out;
}
