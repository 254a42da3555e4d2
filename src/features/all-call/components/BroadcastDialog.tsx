import { useMemo, useState } from 'react';
import type { Group } from '../../../../protocol/index.ts';
import { Button, Checkbox, Dialog, DialogBody, DialogFooter, useT } from '../../../ui/index.ts';
import { groupChoices } from '../model/model.ts';

type BroadcastDialogProps = {
  groups: ReadonlyMap<string, Group>;
  online: boolean;
  onCancel: () => void;
  onStart: (gids: string[]) => void;
};

/** Picks the groups of a broadcast call from the group tree (indented by depth). */
export function BroadcastDialog({ groups, online, onCancel, onStart }: BroadcastDialogProps) {
  const t = useT();
  const [chosen, setChosen] = useState<ReadonlySet<string>>(new Set());
  const rows = useMemo(() => groupChoices(groups.values()), [groups]);
  const toggle = (gid: string, selected: boolean) => {
    const next = new Set(chosen);
    if (selected) next.add(gid);
    else next.delete(gid);
    setChosen(next);
  };
  return (
    <Dialog isOpen onOpenChange={(open) => (open ? undefined : onCancel())} title={t('allCall.pick.title')} closeLabel={t('common.close')} testId="broadcast-dialog">
      <DialogBody>
        <div className="all-call__picker" role="group" aria-label={t('allCall.pick.title')}>
          {rows.map(({ group, depth }) => (
            <div key={group.gid} className="all-call__choice" style={{ paddingInlineStart: `${depth * 1.25}rem` }}>
              <Checkbox isSelected={chosen.has(group.gid)} onChange={(selected) => toggle(group.gid, selected)} testId={`broadcast-group-${group.gid}`}>
                {group.name}
              </Checkbox>
            </div>
          ))}
        </div>
        {online ? null : <p className="all-call__warning">{t('allCall.offline')}</p>}
      </DialogBody>
      <DialogFooter>
        <Button variant="ghost" onPress={onCancel}>
          {t('common.cancel')}
        </Button>
        <Button variant="primary" onPress={() => onStart([...chosen])} isDisabled={!online || chosen.size === 0} data-testid="broadcast-dialog-start">
          {t('allCall.pick.start', { count: chosen.size })}
        </Button>
      </DialogFooter>
    </Dialog>
  );
}
