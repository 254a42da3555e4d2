/** The parts of a PCM WAV header that playing it needs; null when it is not one (docs/protocol.md "Broadcast"). */
export type WavInfo = { channels: number; sampleRate: number; bitsPerSample: number; byteRate: number; dataOffset: number; dataBytes: number; lengthMs: number };

export function parseWav(bytes: Uint8Array): WavInfo | null {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const tag = (at: number) => String.fromCharCode(...bytes.subarray(at, at + 4));
  if (bytes.length < 12 || tag(0) !== 'RIFF' || tag(8) !== 'WAVE') return null;
  let format: Omit<WavInfo, 'dataOffset' | 'dataBytes' | 'lengthMs'> | null = null;
  for (let at = 12; at + 8 <= bytes.length; ) {
    const id = tag(at);
    const size = view.getUint32(at + 4, true);
    if (id === 'fmt ' && at + 24 <= bytes.length) {
      // PCM only (format 1): the speakers decode it themselves, 8 or 16 bits, mono or stereo.
      if (view.getUint16(at + 8, true) !== 1) return null;
      format = { channels: view.getUint16(at + 10, true), sampleRate: view.getUint32(at + 12, true), byteRate: view.getUint32(at + 16, true), bitsPerSample: view.getUint16(at + 22, true) };
      if (![1, 2].includes(format.channels) || ![8, 16].includes(format.bitsPerSample) || format.sampleRate < 8000 || format.sampleRate > 48000) return null;
      if (format.byteRate !== (format.sampleRate * format.channels * format.bitsPerSample) / 8) return null;
    }
    if (id === 'data') {
      if (!format) return null;
      const dataBytes = Math.max(0, Math.min(size, bytes.length - (at + 8)));
      return { ...format, dataOffset: at + 8, dataBytes, lengthMs: Math.round((dataBytes / format.byteRate) * 1000) };
    }
    at += 8 + size + (size % 2);
  }
  return null;
}

/** RMS of PCM samples as dBFS (-Infinity for silence reported as -120). */
export function pcmLevelDb(info: Pick<WavInfo, 'bitsPerSample'>, pcm: Uint8Array): number {
  const view = new DataView(pcm.buffer, pcm.byteOffset, pcm.byteLength);
  const step = info.bitsPerSample / 8;
  let sum = 0;
  let count = 0;
  for (let at = 0; at + step <= pcm.length; at += step) {
    const sample = step === 2 ? view.getInt16(at, true) / 32768 : (view.getUint8(at) - 128) / 128;
    sum += sample * sample;
    count += 1;
  }
  if (count === 0 || sum === 0) return -120;
  return Math.max(-120, 10 * Math.log10(sum / count));
}
