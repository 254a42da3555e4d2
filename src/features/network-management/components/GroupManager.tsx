import { useState } from 'react';
import { groupsAtom } from '../../../state/eventLog.ts';
import { useAtomValue } from '../../../state/jotai.ts';
import { Button, Dialog, DialogBody, DialogFooter, useT, useToast } from '../../../ui/index.ts';
import { deleteGroup, type Problem } from '../model/model.ts';
import { useNetwork } from '../model/NetworkProvider.tsx';
import { GroupMembers } from './GroupMembers.tsx';
import { GroupSettings } from './GroupSettings.tsx';

/**
 * The group tree's "manage group" (SPEC §6 manage group): the selected group's name, colour,
 * subgroups, members and deletion. Hidden without the feature; closes when the group is gone.
 */
export function GroupManager({ gid }: { gid: string | null }) {
  const t = useT();
  const network = useNetwork();
  const [open, setOpen] = useState(false);
  const group = useAtomValue(groupsAtom).get(gid ?? '');
  if (!network?.manageGroups || !group) return null;
  return (
    <>
      <Button variant="ghost" onPress={() => setOpen(true)} data-testid="network-manage-group">
        {t('network.manageGroup')}
      </Button>
      {open ? (
        <Dialog isOpen onOpenChange={setOpen} title={t('network.groupTitle', { name: group.name })} closeLabel={t('common.close')} size="large" testId="network-group-dialog">
          <DialogBody>
            <div className="network-dialog" key={group.gid}>
              <GroupSettings ds={network.ds} group={group} />
              <GroupMembers ds={network.ds} group={group} />
            </div>
          </DialogBody>
          <DialogFooter>
            <DeleteGroup gid={group.gid} name={group.name} onDeleted={() => setOpen(false)} />
          </DialogFooter>
        </Dialog>
      ) : null}
    </>
  );
}

function DeleteGroup({ gid, name, onDeleted }: { gid: string; name: string; onDeleted: () => void }) {
  const t = useT();
  const toast = useToast();
  const network = useNetwork();
  const [confirming, setConfirming] = useState(false);
  const [problem, setProblem] = useState<Problem | null>(null);
  if (!network) return null;
  const remove = async () => {
    const refusal = await deleteGroup(network.ds, gid);
    setProblem(refusal);
    if (refusal) return setConfirming(false);
    toast({ tone: 'success', text: t('network.done.groupDeleted', { name }) });
    onDeleted();
  };
  return (
    <div className="network-delete">
      {problem ? (
        <p className="ui-field__error" role="alert" data-testid="network-delete-error">
          {t(problem.key, problem.values)}
        </p>
      ) : null}
      {confirming ? (
        <>
          <span>
            <strong>{t('network.deleteTitle', { name })}</strong> {t('network.deleteConfirm')}
          </span>
          <Button variant="secondary" onPress={() => setConfirming(false)}>
            {t('common.cancel')}
          </Button>
          <Button variant="danger" onPress={() => void remove()} data-testid="network-delete-confirm">
            {t('network.delete')}
          </Button>
        </>
      ) : (
        <Button variant="danger" onPress={() => setConfirming(true)} data-testid="network-delete">
          {t('network.delete')}
        </Button>
      )}
    </div>
  );
}
