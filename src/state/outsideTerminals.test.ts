import { describe, expect, it } from 'vitest';
import type { Group } from '../../protocol/index.ts';
import type { TerminalRecord } from './fleet.ts';
import { outsideTerminalIds } from './outsideTerminals.ts';

const group = (gid: string): Group => ({ gid, fid: '0', name: gid, color: '#000000', seqNum: 1 });
const terminal = (msId: string, grp: string[]) => ({ msId, grp }) as unknown as TerminalRecord;

describe("the 'others' group", () => {
  const groups = new Map([['100', group('100')], ['110', group('110')]]);
  it('holds terminals none of whose groups the dispatcher has', () => {
    const terminals = new Map([
      ['1', terminal('1', ['110', '100'])],
      ['2', terminal('2', [])],
      ['3', terminal('3', ['999'])],
      ['4', terminal('4', ['999', '110'])],
    ]);
    expect([...outsideTerminalIds(terminals, groups)]).toEqual(['2', '3']);
  });
});
