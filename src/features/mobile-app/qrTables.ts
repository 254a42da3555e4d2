/** The ISO/IEC 18004 tables the encoder needs, for versions 1 to 10 at levels L and M. */

export type EcLevel = 'L' | 'M';

/** Format information bits of each level (Table 12). */
export const EC_LEVEL_BITS: Readonly<Record<EcLevel, number>> = { L: 0b01, M: 0b00 };

type BlockLayout = { readonly ecPerBlock: number; readonly groups: readonly (readonly [count: number, dataCodewords: number])[] };

/** Error correction blocks per version (index 1-10), Table 9. */
export const BLOCKS: Readonly<Record<EcLevel, readonly BlockLayout[]>> = {
  L: [
    { ecPerBlock: 0, groups: [] },
    { ecPerBlock: 7, groups: [[1, 19]] },
    { ecPerBlock: 10, groups: [[1, 34]] },
    { ecPerBlock: 15, groups: [[1, 55]] },
    { ecPerBlock: 20, groups: [[1, 80]] },
    { ecPerBlock: 26, groups: [[1, 108]] },
    { ecPerBlock: 18, groups: [[2, 68]] },
    { ecPerBlock: 20, groups: [[2, 78]] },
    { ecPerBlock: 24, groups: [[2, 97]] },
    { ecPerBlock: 30, groups: [[2, 116]] },
    { ecPerBlock: 18, groups: [[2, 68], [2, 69]] },
  ],
  M: [
    { ecPerBlock: 0, groups: [] },
    { ecPerBlock: 10, groups: [[1, 16]] },
    { ecPerBlock: 16, groups: [[1, 28]] },
    { ecPerBlock: 26, groups: [[1, 44]] },
    { ecPerBlock: 18, groups: [[2, 32]] },
    { ecPerBlock: 24, groups: [[2, 43]] },
    { ecPerBlock: 16, groups: [[4, 27]] },
    { ecPerBlock: 18, groups: [[4, 31]] },
    { ecPerBlock: 22, groups: [[2, 38], [2, 39]] },
    { ecPerBlock: 22, groups: [[3, 36], [2, 37]] },
    { ecPerBlock: 26, groups: [[4, 43], [1, 44]] },
  ],
};

/** Centre rows/columns of the alignment patterns (Annex E). */
export const ALIGNMENT: readonly (readonly number[])[] = [[], [], [6, 18], [6, 22], [6, 26], [6, 30], [6, 34], [6, 22, 38], [6, 24, 42], [6, 26, 46], [6, 28, 50]];

export const MAX_VERSION = 10;

export const dataCodewords = (level: EcLevel, version: number): number =>
  BLOCKS[level][version]!.groups.reduce((sum, [count, size]) => sum + count * size, 0);
