import { useMemo, useState } from 'react';
import { Feature, type TempGroup } from '../../../protocol/index.ts';
import { connectionStatusAtom } from '../../state/connection.ts';
import { fleetAtom, tempGroupsAtom } from '../../state/eventLog.ts';
import { featuresAtom } from '../../state/features.ts';
import { useAtomValue } from '../../state/jotai.ts';
import { userAtom } from '../../state/session.ts';
import { Button, useT } from '../../ui/index.ts';
import type { SendCommand } from '../voice/index.ts';
import { RemoveTempGroupDialog } from './components/RemoveTempGroupDialog.tsx';
import { TempGroupDialog } from './components/TempGroupDialog.tsx';
import { takenNames, tempGroupCount } from './model/model.ts';
import './temp-groups.css';

export type TempGroupsPanelProps = { send: SendCommand };

type Editing = { readonly kind: 'create' } | { readonly kind: 'edit' | 'remove'; readonly gid: string } | null;

/**
 * Temporary groups (SPEC §4): the list with creator, members and how many are online, and the
 * new, edit and remove actions, which need the socket online and the temp-group-management feature
 * (SPEC §6; without it the list is shown read-only).
 */
export function TempGroupsPanel({ send }: TempGroupsPanelProps) {
  const t = useT();
  const tempGroups = useAtomValue(tempGroupsAtom);
  const { groups, terminals } = useAtomValue(fleetAtom);
  const user = useAtomValue(userAtom);
  const online = useAtomValue(connectionStatusAtom) === 'online';
  const [editing, setEditing] = useState<Editing>(null);
  const me = user?.msId ?? null;
  const manage = useAtomValue(featuresAtom)?.has(Feature.TempGroupManage) ?? false;

  // A group removed by someone else while its dialog is open closes the dialog.
  const target: TempGroup | null = editing && editing.kind !== 'create' ? (tempGroups.get(editing.gid) ?? null) : null;
  const exceptGid = editing && editing.kind !== 'create' ? editing.gid : undefined;
  const taken = useMemo(() => takenNames(groups.values(), tempGroups.values(), exceptGid), [groups, tempGroups, exceptGid]);
  const close = () => setEditing(null);

  return (
    <section className="temp-groups" aria-labelledby="temp-groups-heading" data-testid="temp-groups-panel" data-online={online}>
      <div className="temp-groups__head">
        <h2 className="home__heading" id="temp-groups-heading">
          {t('tempGroups.title')}
        </h2>
        {manage ? (
          <Button variant="secondary" className="temp-groups__new" onPress={() => setEditing({ kind: 'create' })} isDisabled={!online} data-testid="temp-group-new">
            {t('tempGroups.new')}
          </Button>
        ) : null}
      </div>
      {online ? null : (
        <p className="temp-groups__warning" role="status" data-testid="temp-groups-offline">
          {t('tempGroups.offline')}
        </p>
      )}
      {tempGroups.size === 0 ? (
        <p className="temp-groups__empty">{t('tempGroups.empty')}</p>
      ) : (
        <ul className="temp-groups__list">
          {[...tempGroups.values()].map((group) => {
            const count = tempGroupCount(group, terminals);
            const creator = group.creator === me ? t('tempGroups.you') : (terminals.get(group.creator)?.msName ?? group.creator);
            return (
              <li key={group.gid} className="temp-group" data-testid={`temp-group-${group.gid}`} data-name={group.name}>
                <div className="temp-group__main">
                  <span className="temp-group__name" id={`temp-group-name-${group.gid}`} data-testid="temp-group-name-text">
                    {group.name}
                  </span>
                  <span className="temp-group__count" aria-label={t('tempGroups.count', count)} data-testid="temp-group-count">
                    {count.online}/{count.total}
                  </span>
                </div>
                <div className="temp-group__meta">
                  <span className="temp-group__creator">
                    {t('tempGroups.creator')}: <span data-testid="temp-group-creator">{creator}</span>
                  </span>
                  {/* A geo-call's members follow its area; it is ended from the map's geo-call tool. */}
                  {manage && !group.area ? (
                  <span className="temp-group__actions">
                    <Button variant="ghost" onPress={() => setEditing({ kind: 'edit', gid: group.gid })} isDisabled={!online} data-testid={`temp-group-edit-${group.gid}`} aria-describedby={`temp-group-name-${group.gid}`}>
                      {t('tempGroups.edit')}
                    </Button>
                    <Button variant="ghost" onPress={() => setEditing({ kind: 'remove', gid: group.gid })} isDisabled={!online} data-testid={`temp-group-remove-${group.gid}`} aria-describedby={`temp-group-name-${group.gid}`}>
                      {t('tempGroups.remove')}
                    </Button>
                  </span>
                  ) : null}
                </div>
              </li>
            );
          })}
        </ul>
      )}
      {manage && editing?.kind === 'create' ? <TempGroupDialog group={null} me={me} terminals={terminals} taken={taken} online={online} send={send} onClose={close} /> : null}
      {manage && editing?.kind === 'edit' && target ? (
        <TempGroupDialog key={target.gid} group={target} me={me} terminals={terminals} taken={taken} online={online} send={send} onClose={close} />
      ) : null}
      {manage && editing?.kind === 'remove' && target ? <RemoveTempGroupDialog group={target} online={online} send={send} onClose={close} /> : null}
    </section>
  );
}
