import { useMemo, type ReactNode } from 'react';
import { fleetAtom } from '../../state/eventLog.ts';
import { useAtom, useAtomValue } from '../../state/jotai.ts';
import { hiddenTerminalsAtom, OTHERS_GID, outsideTerminalsAtom, showOutsideTerminalsAtom } from '../../state/outsideTerminals.ts';
import { userAtom } from '../../state/session.ts';
import { settingAtoms } from '../../state/settings.ts';
import { LoadingOverlay, useT } from '../../ui/index.ts';
import { AllCallPanel } from '../all-call/index.ts';
import { AlarmTonesButton } from '../alarm-tones/index.ts';
import { TempGroupsPanel } from '../temp-groups/index.ts';
import { VoicePanel, type SendCommand } from '../voice/index.ts';
import { collapsedGroupsAtom, selectedGroupAtom } from './model/atoms.ts';
import { GroupTree } from './components/GroupTree.tsx';
import { TerminalPanel } from './components/TerminalPanel.tsx';
import { buildGroupTree, withOthersGroup } from './model/groupTree.ts';
import { groupLayout, initialGroup, memberCounts, type MemberCount } from './model/model.ts';
import './home.css';

const NO_MEMBERS: MemberCount = { online: 0, total: 0 };

export type HomePageProps = {
  /** Socket commands of the session (floor control, group switch). */
  send: SendCommand;
  /** Entries under the group tree that other modules add (the cameras entry, when video monitor is on). */
  extraEntries?: ReactNode;
  /** Tools for the selected fixed group that other modules add (network management). */
  groupTools?: (gid: string | null) => ReactNode;
};

/** Voice dispatch home: the group tree with the temp groups, the live terminal list of the selected group, and push-to-talk. */
export function HomePage({ send, extraEntries, groupTools }: HomePageProps) {
  const t = useT();
  const { groups, terminals, snapshotSeq } = useAtomValue(fleetAtom);
  const user = useAtomValue(userAtom);
  const offlineHide = useAtomValue(settingAtoms.offlineHide);
  const dispatcherHide = useAtomValue(settingAtoms.dispatcherHide);
  const [chosen, setChosen] = useAtom(selectedGroupAtom);
  const [collapsed, setCollapsed] = useAtom(collapsedGroupsAtom);

  // SPEC §6: with the host's showOutsideTerminals, terminals outside the dispatcher's groups are under 'others'.
  const showOthers = useAtomValue(showOutsideTerminalsAtom);
  const outside = useAtomValue(outsideTerminalsAtom);
  const hidden = useAtomValue(hiddenTerminalsAtom);
  const othersName = t('home.others');
  const withOthers = showOthers && outside.size > 0;
  const tree = useMemo(() => {
    const built = buildGroupTree(groups.values());
    return withOthers ? withOthersGroup(built, OTHERS_GID, othersName) : built;
  }, [groups, withOthers, othersName]);
  const counts = useMemo(() => {
    const all = memberCounts(terminals.values());
    if (!withOthers) return all;
    const others = [...outside].map((msId) => terminals.get(msId));
    return all.set(OTHERS_GID, { online: others.filter((terminal) => terminal?.online === 1).length, total: others.length });
  }, [terminals, withOthers, outside]);
  const groupIds = useMemo(() => new Set(withOthers ? [...groups.keys(), OTHERS_GID] : groups.keys()), [groups, withOthers]);
  const filters = useMemo(() => ({ offlineHide, dispatcherHide }), [offlineHide, dispatcherHide]);
  const selectedGid = chosen !== null && groupIds.has(chosen) ? chosen : initialGroup(groupIds, user?.gId, tree[0]?.id);

  if (snapshotSeq === null) return <LoadingOverlay label={t('home.waiting')} />;
  const layout = groupLayout(groups.size);
  return (
    <div className="home-voice">
      <div className={`home home--${layout}`}>
        <section className="home__groups" aria-label={t('home.groups')}>
          <div className="home__groups-header">
            <h2 className="home__heading">{t('home.groups')}</h2>
            {groupTools?.(selectedGid === OTHERS_GID ? null : selectedGid)}
          </div>
          {tree.length === 0 ? (
            <p className="home__empty">{t('home.noGroups')}</p>
          ) : (
            <GroupTree
              tree={tree}
              counts={counts}
              layout={layout}
              selectedGid={selectedGid}
              onSelect={setChosen}
              collapsed={collapsed}
              onCollapsedChange={setCollapsed}
            />
          )}
          {extraEntries}
          <TempGroupsPanel send={send} />
        </section>
        <TerminalPanel
          terminals={terminals}
          group={selectedGid === null ? undefined : selectedGid === OTHERS_GID ? tree.at(-1)?.group : groups.get(selectedGid)}
          outside={outside}
          unlisted={hidden}
          counts={(selectedGid && counts.get(selectedGid)) || NO_MEMBERS}
          filters={filters}
        />
      </div>
      <div className="home-side">
        <VoicePanel send={send} />
        {/* One-way calls and tones stay in view under push-to-talk, whatever the voice panel scrolls. */}
        <div className="home-side__calls">
          <AllCallPanel send={send} />
          <AlarmTonesButton />
        </div>
      </div>
    </div>
  );
}
