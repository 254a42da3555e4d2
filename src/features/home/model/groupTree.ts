/** The group tree of SPEC §3 (gid, fid, name, deep, children), built from the flat group list. */
import type { Group } from '../../../../protocol/index.ts';

export type GroupNode = {
  readonly id: string;
  readonly group: Group;
  /** 0 at the roots. */
  readonly deep: number;
  readonly children: readonly GroupNode[];
};

const bySeqThenName = (a: Group, b: Group) => a.seqNum - b.seqNum || a.name.localeCompare(b.name) || a.gid.localeCompare(b.gid);

/**
 * Groups whose parent is '0' or unknown are roots. A parent loop in the data is broken where it is
 * met, so every group appears exactly once.
 */
export function buildGroupTree(groups: Iterable<Group>): GroupNode[] {
  const all = [...groups].sort(bySeqThenName);
  const byId = new Map(all.map((group) => [group.gid, group]));
  const childrenOf = new Map<string, Group[]>();
  for (const group of all) {
    const siblings = childrenOf.get(group.fid) ?? [];
    siblings.push(group);
    childrenOf.set(group.fid, siblings);
  }
  const placed = new Set<string>();
  const build = (group: Group, deep: number): GroupNode => {
    placed.add(group.gid);
    const children = (childrenOf.get(group.gid) ?? []).filter((child) => !placed.has(child.gid));
    return { id: group.gid, group, deep, children: children.map((child) => build(child, deep + 1)) };
  };
  const isRoot = (group: Group) => group.fid === '0' || group.fid === group.gid || !byId.has(group.fid);
  const roots = all.filter(isRoot).map((group) => build(group, 0));
  for (const group of all) {
    if (!placed.has(group.gid)) roots.push(build(group, 0));
  }
  return roots;
}

/** SPEC §6: the 'others' group, last at the root, for terminals outside the dispatcher's groups. */
export function withOthersGroup(tree: GroupNode[], gid: string, name: string): GroupNode[] {
  const group: Group = { gid, fid: '0', name, color: OTHERS_COLOUR, seqNum: Number.MAX_SAFE_INTEGER };
  return [...tree, { id: gid, group, deep: 0, children: [] }];
}
const OTHERS_COLOUR = '#9e9e9e';

/** Every group id of the tree that has children: what "expand all" opens. */
export function branchIds(nodes: readonly GroupNode[]): string[] {
  return nodes.flatMap((node) => (node.children.length > 0 ? [node.id, ...branchIds(node.children)] : []));
}
