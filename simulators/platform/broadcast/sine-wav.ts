/** A mono 16-bit PCM WAV of a sine tone at 8 kHz: test and demo audio for the speakers. */
export function sineWav(lengthMs: number, hz: number, sampleRate = 8_000): Uint8Array<ArrayBuffer> {
  const samples = Math.round((lengthMs / 1000) * sampleRate);
  const bytes = new Uint8Array(44 + samples * 2);
  const view = new DataView(bytes.buffer);
  const text = (at: number, value: string) => [...value].forEach((char, index) => view.setUint8(at + index, char.charCodeAt(0)));
  text(0, 'RIFF');
  view.setUint32(4, 36 + samples * 2, true);
  text(8, 'WAVE');
  text(12, 'fmt ');
  view.setUint32(16, 16, true);
  view.setUint16(20, 1, true);
  view.setUint16(22, 1, true);
  view.setUint32(24, sampleRate, true);
  view.setUint32(28, sampleRate * 2, true);
  view.setUint16(32, 2, true);
  view.setUint16(34, 16, true);
  text(36, 'data');
  view.setUint32(40, samples * 2, true);
  for (let index = 0; index < samples; index += 1) view.setInt16(44 + index * 2, Math.round(Math.sin((2 * Math.PI * hz * index) / sampleRate) * 0.5 * 32767), true);
  return bytes;
}
