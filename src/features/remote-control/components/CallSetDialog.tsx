import { useState } from 'react';
import { stunIntervalSeconds } from '../../../../protocol/index.ts';
import type { TerminalRecord } from '../../../state/fleet.ts';
import { Button, Dialog, DialogBody, DialogFooter, useT, useToast } from '../../../ui/index.ts';
import type { SendCommand } from '../../voice/index.ts';
import { callSetProblemOf, STATUS_OF, type CallSetAction, type CallSetProblem } from '../model/model.ts';
import { StunDuration, UNTIL_ACTIVATED, type StunDurationValue } from './StunDuration.tsx';

type CallSetDialogProps = { terminal: TerminalRecord; action: CallSetAction; send: SendCommand; onClose: () => void };

/** Asks before a terminal is stunned, killed or activated: each changes what a person in the field can do. */
export function CallSetDialog({ terminal, action, send, onClose }: CallSetDialogProps) {
  const t = useT();
  const toast = useToast();
  const [problem, setProblem] = useState<CallSetProblem | null>(null);
  const [busy, setBusy] = useState(false);
  const [duration, setDuration] = useState<StunDurationValue>(UNTIL_ACTIVATED);
  const [durationError, setDurationError] = useState<string | null>(null);
  const name = terminal.msName;
  const confirm = () => {
    let forS: number | undefined;
    if (action === 'stun' && duration.timed) {
      const interval = stunIntervalSeconds(duration.amount, duration.unit);
      if (!interval.ok) return setDurationError(t(`remoteControl.interval.${interval.problem}`));
      forS = interval.seconds;
    }
    setDurationError(null);
    setBusy(true);
    setProblem(null);
    send('setCallSet', { msId: terminal.msId, status: STATUS_OF[action], ...(forS === undefined ? {} : { forS }) }).then(
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
        {action === 'stun' ? <StunDuration value={duration} onChange={setDuration} error={durationError} /> : null}
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
