import { describe, expect, it } from 'vitest';
import type { Group } from '../../../../protocol/index.ts';
import { branchIds, buildGroupTree, type GroupNode } from './groupTree.ts';

const group = (gid: string, fid: string, seqNum = 0, name = `G${gid}`): Group => ({ gid, fid, name, color: '#000000', seqNum });

const shape = (nodes: readonly GroupNode[]): unknown => nodes.map((node) => [node.id, node.deep, shape(node.children)]);

describe('buildGroupTree', () => {
  it('nests groups under their parents with their depth', () => {
    const tree = buildGroupTree([group('1', '0'), group('2', '1'), group('3', '2'), group('4', '3'), group('5', '0')]);
    expect(shape(tree)).toEqual([
      ['1', 0, [['2', 1, [['3', 2, [['4', 3, []]]]]]]],
      ['5', 0, []],
    ]);
  });

  it('orders siblings by seqNum, then name', () => {
    const tree = buildGroupTree([group('a', '0', 2), group('b', '0', 1, 'Zulu'), group('c', '0', 1, 'Alpha')]);
    expect(tree.map((node) => node.id)).toEqual(['c', 'b', 'a']);
  });

  it('makes groups with an unknown parent roots', () => {
    expect(shape(buildGroupTree([group('7', '99')]))).toEqual([['7', 0, []]]);
  });

  it('breaks parent loops and keeps every group once', () => {
    const tree = buildGroupTree([group('1', '2'), group('2', '1'), group('3', '3')]);
    const ids = JSON.stringify(shape(tree)).match(/"\d"/g);
    expect(ids?.sort()).toEqual(['"1"', '"2"', '"3"']);
  });

  it('lists the branches', () => {
    expect(branchIds(buildGroupTree([group('1', '0'), group('2', '1'), group('3', '2'), group('5', '0')]))).toEqual(['1', '2']);
  });
});
