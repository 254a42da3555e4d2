import { describe, expect, it, vi } from 'vitest';
import { PARTIAL_POSITION_UPLOAD, splitRows } from './partialPositions.ts';
import type { TerminalLayerData } from './terminalAttributes.ts';

const positions = Float64Array.from({ length: 200 * 2 }, (_, i) => (i % 2 ? 39.4 : -0.37) + i * 1e-7);
const dataOf = (version: number, getPosition: object): TerminalLayerData => ({ length: 200, version, attributes: { getPosition, getFillColor: {} } }) as never;

/** A layer as far as the extension sees it: props, and an attribute manager with the positions column. */
function layerWith(positionRowsSince: (previous: TerminalLayerData) => { startRow: number; endRow: number }[], column: { buffer?: boolean; split?: boolean; size?: number } = {}) {
  const write = vi.fn();
  const setData = vi.fn();
  const { buffer = true, split = true, size = 2 } = column;
  const instancePositions = { getBuffer: () => (buffer ? { write } : null), isDoublePrecisionBuffer: split, getAccessor: () => ({ size }), setData };
  const layer = { props: { positionRowsSince }, getAttributeManager: () => ({ attributes: { instancePositions } }) };
  const update = (previous: unknown, next: unknown) => PARTIAL_POSITION_UPLOAD.updateState.call(layer as never, { props: { data: next }, oldProps: { data: previous } } as never);
  return { update, write, setData };
}

describe('partial position upload', () => {
  it('splits doubles as deck.gl does: per row the float32 highs, then the lows', () => {
    const split = splitRows(positions, 3, 5);
    expect(split).toHaveLength(8);
    expect(split[0]).toBe(Math.fround(positions[6]!));
    expect(split[1]).toBe(Math.fround(positions[7]!));
    expect(split[2]).toBe(Math.fround(positions[6]! - Math.fround(positions[6]!)));
    expect(split[4]).toBe(Math.fround(positions[8]!));
    // High plus low gives the double back to well under a millimetre (1e-9 degrees).
    expect(Math.abs(split[4]! + split[6]! - positions[8]!)).toBeLessThan(1e-9);
  });

  it('writes the changed rows into the layer buffer at 16 bytes a row when the wrapper stayed', () => {
    const wrapper = { value: positions, size: 2 };
    const rows = vi.fn(() => [{ startRow: 0, endRow: 64 }, { startRow: 128, endRow: 130 }]);
    const { update, write, setData } = layerWith(rows);
    const previous = dataOf(1, wrapper);
    update(previous, dataOf(2, wrapper));
    expect(rows).toHaveBeenCalledWith(previous);
    expect(write.mock.calls.map((call) => [(call[0] as Float32Array).length, call[1]])).toEqual([[256, 0], [8, 128 * 16]]);
    expect(write.mock.calls[1]![0]).toEqual(splitRows(positions, 128, 130));
    expect(setData).not.toHaveBeenCalled();
  });

  it('uploads the whole column again when the buffer is laid out otherwise', () => {
    const wrapper = { value: positions, size: 2 };
    const rows = () => [{ startRow: 0, endRow: 1 }];
    for (const column of [{ split: false }, { size: 3 }]) {
      const { update, write, setData } = layerWith(rows, column);
      update(dataOf(1, wrapper), dataOf(2, wrapper));
      expect(write).not.toHaveBeenCalled();
      expect(setData).toHaveBeenCalledWith(wrapper);
    }
  });

  it('leaves a first draw, a new wrapper, the same data, no changed rows and a layer without a buffer alone', () => {
    const rows = vi.fn(() => [{ startRow: 0, endRow: 1 }]);
    const { update, write } = layerWith(rows);
    const data = dataOf(1, { value: positions, size: 2 });
    update([], data); // deck.gl's default data before the first
    update(data, dataOf(2, { value: positions, size: 2 }));
    update(data, data);
    const unbuffered = layerWith(rows, { buffer: false });
    unbuffered.update(data, dataOf(2, data.attributes.getPosition));
    expect(rows).not.toHaveBeenCalled();
    expect(write).not.toHaveBeenCalled();
    expect(unbuffered.write).not.toHaveBeenCalled();
    const none = layerWith(() => []);
    none.update(data, dataOf(2, data.attributes.getPosition));
    expect(none.write).not.toHaveBeenCalled();
    expect(none.setData).not.toHaveBeenCalled();
  });
});
