/**
 * deck.gl uploads a binary attribute whole whenever it gets a new one. The terminals' positions
 * keep one wrapper while their array stays (TerminalAttributes.data), and this extension writes
 * only the rows that changed since the data the layer drew last into the layer's GPU buffer, laid
 * out as deck.gl lays out a [lng, lat] double column: per row the float32 high parts, then the lows.
 */
import { fp64LowPart, LayerExtension, type Layer, type UpdateParameters } from '@deck.gl/core';
import type { BinaryAttribute, RowRange, TerminalLayerData } from './terminalAttributes.ts';

export type PartialPositionProps = {
  /** The position rows that changed after `previous` (TerminalAttributes.positionRowsSince). */
  readonly positionRowsSince?: (previous: TerminalLayerData) => RowRange[];
};

/** The column deck.gl fills from `getPosition` in the scatterplot and icon layers. */
const POSITIONS = 'instancePositions';
/** Bytes per row in the GPU buffer: lng, lat high, then lng, lat low, as float32. */
const ROW_BYTES = 16;

/** The rows' doubles split as deck.gl splits them (high = float32 value, low = the rest). */
export function splitRows(positions: Float64Array, startRow: number, endRow: number): Float32Array {
  const split = new Float32Array((endRow - startRow) * 4);
  for (let row = startRow, k = 0; row < endRow; row += 1, k += 4) {
    const lng = positions[row * 2]!;
    const lat = positions[row * 2 + 1]!;
    split[k] = lng;
    split[k + 1] = lat;
    split[k + 2] = fp64LowPart(lng);
    split[k + 3] = fp64LowPart(lat);
  }
  return split;
}

export class PartialPositionUpload extends LayerExtension {
  static override extensionName = 'PartialPositionUpload';

  override updateState(this: Layer<PartialPositionProps>, params: UpdateParameters<Layer<PartialPositionProps>>): void {
    const next = params.props.data as unknown as Partial<TerminalLayerData> | undefined;
    const previous = params.oldProps.data as unknown as Partial<TerminalLayerData> | undefined;
    // A new wrapper (a first draw, a grown array) is uploaded whole by deck.gl itself.
    const wrapper = next?.attributes?.getPosition as BinaryAttribute | undefined;
    if (!wrapper || next === previous || wrapper !== previous?.attributes?.getPosition) return;
    const attribute = this.getAttributeManager()?.attributes[POSITIONS];
    const buffer = attribute?.getBuffer();
    if (!attribute || !buffer) return;
    const ranges = this.props.positionRowsSince?.(previous as TerminalLayerData) ?? [];
    if (ranges.length === 0) return;
    // Only the layout written above may be patched; any other gets the whole column again.
    if (!attribute.isDoublePrecisionBuffer || attribute.getAccessor().size !== 2) {
      attribute.setData(wrapper as never);
      return;
    }
    for (const { startRow, endRow } of ranges) buffer.write(splitRows(wrapper.value as Float64Array, startRow, endRow), startRow * ROW_BYTES);
  }
}

/** One instance for every layer: a new extension object would make deck.gl rebuild the layer's shaders. */
export const PARTIAL_POSITION_UPLOAD = new PartialPositionUpload();
