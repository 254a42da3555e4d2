import { describe, expect, it, vi } from 'vitest';
import { PARTIAL_POSITION_UPLOAD } from './partialPositions.ts';
import type { TerminalLayerData } from './terminalAttributes.ts';

const dataOf = (version: number, getPosition: object): TerminalLayerData => ({ length: 10, version, attributes: { getPosition, getFillColor: {} } }) as never;

/** A layer as far as the extension sees it: props, and an attribute manager with the positions column. */
function layerWith(positionRowsSince: (previous: TerminalLayerData) => { startRow: number; endRow: number }[], buffer: object | null = {}) {
  const updateSubBuffer = vi.fn();
  const layer = {
    props: { positionRowsSince },
    getAttributeManager: () => ({ attributes: { instancePositions: { size: 2, getBuffer: () => buffer, updateSubBuffer } } }),
  };
  const update = (previous: unknown, next: unknown) => PARTIAL_POSITION_UPLOAD.updateState.call(layer as never, { props: { data: next }, oldProps: { data: previous } } as never);
  return { update, updateSubBuffer };
}

describe('partial position upload', () => {
  it('writes the changed rows (two numbers each) into the layer buffer when the wrapper stayed', () => {
    const wrapper = {};
    const rows = vi.fn(() => [{ startRow: 0, endRow: 64 }, { startRow: 128, endRow: 130 }]);
    const { update, updateSubBuffer } = layerWith(rows);
    const previous = dataOf(1, wrapper);
    update(previous, dataOf(2, wrapper));
    expect(rows).toHaveBeenCalledWith(previous);
    expect(updateSubBuffer.mock.calls).toEqual([[{ startOffset: 0, endOffset: 128 }], [{ startOffset: 256, endOffset: 260 }]]);
  });

  it('leaves a first draw, a new wrapper, the same data and a layer without a buffer to deck.gl', () => {
    const rows = vi.fn(() => [{ startRow: 0, endRow: 1 }]);
    const { update, updateSubBuffer } = layerWith(rows);
    const data = dataOf(1, {});
    update([], data); // deck.gl's default data before the first
    update(data, dataOf(2, {}));
    update(data, data);
    const unbuffered = layerWith(rows, null);
    unbuffered.update(data, dataOf(2, data.attributes.getPosition));
    expect(rows).not.toHaveBeenCalled();
    expect(updateSubBuffer).not.toHaveBeenCalled();
    expect(unbuffered.updateSubBuffer).not.toHaveBeenCalled();
  });
});
