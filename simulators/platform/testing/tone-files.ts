/** Small audio and image files made in memory, for tests of the upload host and the tone library. */

/** A 16-bit mono PCM WAV of a sine beep. */
export function wavBeep(ms = 200, hz = 880, rate = 8_000): Uint8Array<ArrayBuffer> {
  const samples = Math.round((rate * ms) / 1000);
  const bytes = new Uint8Array(44 + samples * 2);
  const view = new DataView(bytes.buffer);
  const text = (at: number, value: string) => [...value].forEach((char, i) => view.setUint8(at + i, char.charCodeAt(0)));
  text(0, 'RIFF');
  view.setUint32(4, 36 + samples * 2, true);
  text(8, 'WAVE');
  text(12, 'fmt ');
  view.setUint32(16, 16, true);
  view.setUint16(20, 1, true); // PCM
  view.setUint16(22, 1, true); // mono
  view.setUint32(24, rate, true);
  view.setUint32(28, rate * 2, true);
  view.setUint16(32, 2, true);
  view.setUint16(34, 16, true);
  text(36, 'data');
  view.setUint32(40, samples * 2, true);
  for (let i = 0; i < samples; i += 1) view.setInt16(44 + i * 2, Math.round(12_000 * Math.sin((2 * Math.PI * hz * i) / rate)), true);
  return bytes;
}

/** The smallest valid PNG: one transparent pixel. */
export const PNG_PIXEL = Uint8Array.from(
  Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==', 'base64'),
);

/** Text that claims to be audio by its name only. */
export const NOT_AUDIO = new TextEncoder().encode('<script>alert(1)</script> this is not a sound');
