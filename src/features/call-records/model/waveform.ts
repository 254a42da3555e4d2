/**
 * A recording's waveform: the lowest and highest sample of every pixel column (all channels), so a
 * canvas of any width draws the whole recording in one pass with no sample skipped.
 */
export type Peaks = { readonly min: Float32Array; readonly max: Float32Array };

export function computePeaks(channels: readonly Float32Array[], columns: number): Peaks {
  const count = Math.max(0, Math.floor(columns));
  const min = new Float32Array(count);
  const max = new Float32Array(count);
  const length = channels.reduce((most, channel) => Math.max(most, channel.length), 0);
  if (length === 0 || count === 0) return { min, max };
  for (let column = 0; column < count; column += 1) {
    const from = Math.floor((column * length) / count);
    // A column narrower than a sample still shows the sample it falls on.
    const to = Math.max(from + 1, Math.floor(((column + 1) * length) / count));
    let low = Infinity;
    let high = -Infinity;
    for (const channel of channels) {
      for (let index = from; index < to && index < channel.length; index += 1) {
        const sample = channel[index]!;
        if (sample < low) low = sample;
        if (sample > high) high = sample;
      }
    }
    min[column] = low === Infinity ? 0 : low;
    max[column] = high === -Infinity ? 0 : high;
  }
  return { min, max };
}

export type WaveformColours = { readonly played: string; readonly rest: string; readonly playhead: string };

/** Draws the peaks as one vertical line per column, the played part in its own colour, and the playhead. */
export function drawWaveform(context: CanvasRenderingContext2D, peaks: Peaks, width: number, height: number, progress: number, colours: WaveformColours): void {
  context.clearRect(0, 0, width, height);
  const middle = height / 2;
  const head = Math.round(Math.min(1, Math.max(0, progress)) * width);
  for (let column = 0; column < peaks.min.length && column < width; column += 1) {
    const top = middle - peaks.max[column]! * middle;
    // At least a pixel, so silence still shows as a line.
    const bottom = Math.max(top + 1, middle - peaks.min[column]! * middle);
    context.fillStyle = column < head ? colours.played : colours.rest;
    context.fillRect(column, top, 1, bottom - top);
  }
  context.fillStyle = colours.playhead;
  context.fillRect(Math.min(head, width - 2), 0, 2, height);
}
