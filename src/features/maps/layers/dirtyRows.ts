/**
 * Which rows of a binary attribute were written since the last upload, as a few row ranges: what
 * the GPU buffer needs rewritten. Marking costs a byte store (rows are tracked in blocks), and
 * neighbouring ranges merge, because each range is a buffer write of its own and a few hundred
 * small writes cost more than one larger one.
 */
import type { RowRange } from './terminalAttributes.ts';

/** Rows per tracked block: a block of fp64 positions is 1 KiB on the GPU. */
export const DIRTY_BLOCK_ROWS = 64;
/** Ranges closer than this many clean blocks are uploaded as one. */
const MERGE_GAP_BLOCKS = 4;
/** Past this many ranges, one range from the first to the last dirty row is cheaper to write. */
export const MAX_DIRTY_RANGES = 32;

export class DirtyRows {
  private blocks = new Uint8Array(64);
  private first = Number.POSITIVE_INFINITY;
  private last = -1;

  get empty(): boolean {
    return this.last < 0;
  }

  mark(row: number): void {
    const block = (row / DIRTY_BLOCK_ROWS) | 0;
    if (block >= this.blocks.length) this.grow(block);
    this.blocks[block] = 1;
    if (block < this.first) this.first = block;
    if (block > this.last) this.last = block;
  }

  /** The marked rows as sorted, disjoint ranges within `rowCount` rows; clears the marks. */
  take(rowCount: number): RowRange[] {
    const ranges: RowRange[] = [];
    let start = -1;
    let end = -1;
    for (let block = this.first; block <= this.last; block += 1) {
      if (this.blocks[block] === 0) continue;
      this.blocks[block] = 0;
      if (start >= 0 && block - end <= MERGE_GAP_BLOCKS) {
        end = block + 1;
        continue;
      }
      if (start >= 0) ranges.push(clip(start, end, rowCount));
      start = block;
      end = block + 1;
    }
    if (start >= 0) ranges.push(clip(start, end, rowCount));
    this.first = Number.POSITIVE_INFINITY;
    this.last = -1;
    const kept = ranges.filter((range) => range.endRow > range.startRow);
    if (kept.length <= MAX_DIRTY_RANGES) return kept;
    return [{ startRow: kept[0]!.startRow, endRow: kept.at(-1)!.endRow }];
  }

  private grow(block: number): void {
    const blocks = new Uint8Array(Math.max(block + 1, this.blocks.length * 2));
    blocks.set(this.blocks);
    this.blocks = blocks;
  }
}

const clip = (startBlock: number, endBlock: number, rowCount: number): RowRange => ({
  startRow: Math.min(startBlock * DIRTY_BLOCK_ROWS, rowCount),
  endRow: Math.min(endBlock * DIRTY_BLOCK_ROWS, rowCount),
});

/** Sorted, disjoint ranges covering every row of the lists given (touching ranges join). */
export function mergeRanges(lists: readonly (readonly RowRange[])[]): RowRange[] {
  if (lists.length === 1) return [...lists[0]!];
  const all = lists.flat().sort((a, b) => a.startRow - b.startRow);
  const merged: RowRange[] = [];
  for (const range of all) {
    const last = merged.at(-1);
    if (last && range.startRow <= last.endRow) merged[merged.length - 1] = { startRow: last.startRow, endRow: Math.max(last.endRow, range.endRow) };
    else merged.push(range);
  }
  return merged;
}
