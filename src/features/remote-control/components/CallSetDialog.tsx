import { useState } from 'react';
import type { TerminalRecord } from '../../../state/fleet.ts';
import { Button, Dialog, DialogBody, DialogFooter, useT, useToast } from '../../../ui/index.ts';
import type { SendCommand } from '../../voice/index.ts';
import { callSetProblemOf, STATUS_OF, type CallSetAction, type CallSetProblem } from '../model.ts';

type CallSetDialogProps = { terminal: TerminalRecord; action: CallSetAction; send: SendCommand; onClose: () => void };

/** Asks before a terminal is stunned, killed or activated: each changes what a person in the field can do. */
export function CallSetDialog({ terminal, action, send, onClose }: CallSetDialogProps) {
  const t = useT();
  const toast = useToast();
  const [problem, setProblem] = useState<CallSetProblem | null>(null);
  const [busy, setBusy] = useState(false);
  const name = terminal.msName;
  const confirm = () => {
    setBusy(true);
    setProblem(null);
    send('setCallSet', { msId: terminal.msId, status: STATUS_OF[action] }).then(
      () => {
        toast({ tone: 'success', text: t(`remoteControl.done.${action}`, { name }) });
        onClose();
      },
      (error: unknown) => {
        setProblem(callSetProblemOf(error));
        setBusy(false);
      },
    );
  };
  return (
    <Dialog isOpen onOpenChange={(open) => !open && onClose()} title={t(`remoteControl.title.${action}`, { name })} closeLabel={t('common.close')} testId="call-set-dialog">
      <DialogBody>
        <p>{t(`remoteControl.confirm.${action}`)}</p>
        {terminal.online !== 1 ? <p className="remote-control__note">{t('remoteControl.offlineNote')}</p> : null}
        {problem ? (
          <p className="ui-field__error" role="alert" data-testid="call-set-error">
            {t(problem.key, { code: problem.code ?? '' })}
          </p>
        ) : null}
      </DialogBody>
      <DialogFooter>
        <Button variant="ghost" onPress={onClose}>
          {t('common.cancel')}
        </Button>
        <Button variant={action === 'activate' ? 'primary' : 'danger'} onPress={confirm} isDisabled={busy} data-testid="call-set-confirm">
          {t(`remoteControl.${action}`)}
        </Button>
      </DialogFooter>
    </Dialog>
  );
}
