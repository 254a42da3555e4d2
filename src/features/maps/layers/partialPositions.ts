/**
 * deck.gl uploads a binary attribute whole whenever it gets a new one. The terminals' positions
 * keep one wrapper while their array stays (TerminalAttributes.data), and this extension writes
 * only the rows that changed since the data the layer drew last into the layer's GPU buffer, as
 * doubles split the way deck.gl splits them (high and low float32 parts).
 */
import { LayerExtension, type Layer, type UpdateParameters } from '@deck.gl/core';
import type { RowRange, TerminalLayerData } from './terminalAttributes.ts';

export type PartialPositionProps = {
  /** The position rows that changed after `previous` (TerminalAttributes.positionRowsSince). */
  readonly positionRowsSince?: (previous: TerminalLayerData) => RowRange[];
};

/** The column deck.gl fills from `getPosition` in the scatterplot and icon layers. */
const POSITIONS = 'instancePositions';

export class PartialPositionUpload extends LayerExtension {
  static override extensionName = 'PartialPositionUpload';

  override updateState(this: Layer<PartialPositionProps>, params: UpdateParameters<Layer<PartialPositionProps>>): void {
    const next = params.props.data as unknown as Partial<TerminalLayerData> | undefined;
    const previous = params.oldProps.data as unknown as Partial<TerminalLayerData> | undefined;
    // A new wrapper (a first draw, a grown array) is uploaded whole by deck.gl itself.
    const wrapper = next?.attributes?.getPosition;
    if (!wrapper || next === previous || wrapper !== previous?.attributes?.getPosition) return;
    const attribute = this.getAttributeManager()?.attributes[POSITIONS];
    if (!attribute?.getBuffer()) return;
    const size = attribute.size;
    for (const { startRow, endRow } of this.props.positionRowsSince?.(previous as TerminalLayerData) ?? []) attribute.updateSubBuffer({ startOffset: startRow * size, endOffset: endRow * size });
  }
}

/** One instance for every layer: a new extension object would make deck.gl rebuild the layer's shaders. */
export const PARTIAL_POSITION_UPLOAD = new PartialPositionUpload();
