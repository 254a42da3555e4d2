import { useMemo } from 'react';
import { floorsAtom, sosAlarmsAtom, terminalsAtom } from '../../../state/eventLog.ts';
import { useAtomValue } from '../../../state/jotai.ts';
import { OTHERS_GID } from '../../../state/outsideTerminals.ts';
import { userAtom } from '../../../state/session.ts';
import { TreeView, useT } from '../../../ui/index.ts';
import { groupActivity, NO_ACTIVITY } from '../model/groupActivity.ts';
import { branchIds, type GroupNode } from '../model/groupTree.ts';
import type { MemberCount } from '../model/model.ts';
import { useActivityClock } from '../model/useActivityClock.ts';
import { GroupActivityMarks } from './GroupActivityMarks.tsx';
import { SwitchGroupButton } from './SwitchGroupButton.tsx';

type GroupTreeProps = {
  tree: readonly GroupNode[];
  counts: ReadonlyMap<string, MemberCount>;
  layout: 'cards' | 'list';
  selectedGid: string | null;
  onSelect: (gid: string) => void;
  collapsed: ReadonlySet<string>;
  onCollapsedChange: (collapsed: ReadonlySet<string>) => void;
};

const NO_MEMBERS: MemberCount = { online: 0, total: 0 };

export function GroupTree({ tree, counts, layout, selectedGid, onSelect, collapsed, onCollapsedChange }: GroupTreeProps) {
  const t = useT();
  const branches = useMemo(() => branchIds(tree), [tree]);
  const expanded = useMemo(() => new Set(branches.filter((gid) => !collapsed.has(gid))), [branches, collapsed]);
  // The dispatcher's current group: its own terminal's, else the login's (as the voice panel reads it).
  const user = useAtomValue(userAtom);
  const terminals = useAtomValue(terminalsAtom);
  const own = terminals.get(user?.msId ?? '');
  const currentGid = own?.currentGroup ?? user?.pttGroup ?? null;
  // Live activity per group (talking, recent talk, open SOS), and gathered below each parent.
  const floors = useAtomValue(floorsAtom);
  const alarms = useAtomValue(sosAlarmsAtom);
  const now = useActivityClock(floors);
  const activity = useMemo(() => groupActivity(tree, floors, alarms.values(), terminals, now), [tree, floors, alarms, terminals, now]);
  return (
    <TreeView
      nodes={tree}
      label={t('home.groups')}
      layout={layout}
      selectedId={selectedGid}
      onSelect={onSelect}
      expanded={expanded}
      onExpandedChange={(next) => onCollapsedChange(new Set(branches.filter((gid) => !next.has(gid))))}
      expandLabel={t('home.expand')}
      collapseLabel={t('home.collapse')}
      testId="group-tree"
      itemTestId={(node) => `group-${node.id}`}
      renderItem={(node, state) => {
        const count = counts.get(node.id) ?? NO_MEMBERS;
        return (
          <>
            <span className="group-dot" style={{ background: node.group.color }} aria-hidden="true" />
            <span className="group-name" title={node.group.name}>
              {node.group.name}
            </span>
            <GroupActivityMarks gid={node.id} activity={activity.get(node.id) ?? NO_ACTIVITY} showBelow={node.children.length > 0 && !state.expanded} />
            <span className="group-count" aria-label={t('home.onlineCount', { online: count.online, total: count.total })}>
              {count.online}/{count.total}
            </span>
            {node.id !== OTHERS_GID && (node.id === selectedGid || node.id === currentGid) ? (
              <SwitchGroupButton gid={node.id} name={node.group.name} isCurrent={node.id === currentGid} />
            ) : null}
          </>
        );
      }}
    />
  );
}
