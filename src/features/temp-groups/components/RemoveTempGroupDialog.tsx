import { useState } from 'react';
import type { TempGroup } from '../../../../protocol/index.ts';
import { Button, Dialog, DialogBody, DialogFooter, useT, useToast } from '../../../ui/index.ts';
import type { SendCommand } from '../../voice/index.ts';
import { refusalOf, type FormProblem } from '../model/model.ts';
import { problemText } from '../model/problemText.ts';

type RemoveTempGroupDialogProps = { group: TempGroup; online: boolean; send: SendCommand; onClose: () => void };

/** Asks before a temp group is removed: its members lose the group, its floor and its room. */
export function RemoveTempGroupDialog({ group, online, send, onClose }: RemoveTempGroupDialogProps) {
  const t = useT();
  const toast = useToast();
  const [refusal, setRefusal] = useState<FormProblem | null>(null);
  const [busy, setBusy] = useState(false);
  const remove = () => {
    setBusy(true);
    send('tempGroupRemove', { gid: group.gid }).then(
      () => {
        toast({ tone: 'success', text: t('tempGroups.removed', { group: group.name }) });
        onClose();
      },
      (error: unknown) => {
        setRefusal(refusalOf(error));
        setBusy(false);
      },
    );
  };
  return (
    <Dialog isOpen onOpenChange={(open) => !open && onClose()} title={t('tempGroups.removeTitle')} closeLabel={t('common.close')} testId="temp-group-remove-dialog">
      <DialogBody>
        <p>{t('tempGroups.removeConfirm', { group: group.name })}</p>
        {!online ? (
          <p className="temp-groups__warning" role="alert">
            {t('tempGroups.offline')}
          </p>
        ) : refusal ? (
          <p className="ui-field__error" role="alert" data-testid="temp-group-form-error">
            {problemText(t, refusal)}
          </p>
        ) : null}
      </DialogBody>
      <DialogFooter>
        <Button variant="ghost" onPress={onClose}>
          {t('common.cancel')}
        </Button>
        <Button variant="danger" onPress={remove} isDisabled={!online || busy} data-testid="temp-group-remove-confirm">
          {t('tempGroups.remove')}
        </Button>
      </DialogFooter>
    </Dialog>
  );
}
