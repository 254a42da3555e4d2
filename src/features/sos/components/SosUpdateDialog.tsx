import { useState } from 'react';
import type { SosAlarm } from '../../../../protocol/index.ts';
import { Button, Dialog, DialogBody, DialogFooter, TextField, useT } from '../../../ui/index.ts';
import { checkRemark, failureKey, updateSos, type SosDs } from '../model.ts';
import { stepFailureKey } from '../workflow.ts';

export type SosUpdateDialogProps = {
  ds: SosDs;
  alarm: SosAlarm;
  /** 1 acknowledge, 2 close. */
  status: 1 | 2;
  onClose: () => void;
  /** After the platform answered: the note to show ("already acknowledged by ..."), or null. */
  onDone: (alarm: SosAlarm, changed: boolean) => void;
};

/** Acknowledge or resolve one alarm with a remark (required to close), validated as the platform does. */
export function SosUpdateDialog({ ds, alarm, status, onClose, onDone }: SosUpdateDialogProps) {
  const t = useT();
  const [remark, setRemark] = useState('');
  const [touched, setTouched] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const check = checkRemark(remark, status);
  const submit = async () => {
    setTouched(true);
    if (check.error) return;
    setBusy(true);
    const result = await updateSos(ds, alarm.id, status, check.remark);
    setBusy(false);
    if (!result.ok) {
      // A workflow refusal (not the handler, no verdict yet) says which rule; others by their code.
      const step = stepFailureKey(result.desc);
      return setFailure(step === 'sosWorkflow.error.failed' ? t(failureKey(result.code), { code: result.code }) : t(step));
    }
    onDone(result.answer.alarm, result.answer.changed);
    onClose();
  };
  return (
    <Dialog
      isOpen
      onOpenChange={(open) => !open && onClose()}
      title={t(status === 2 ? 'sosWorkflow.resolve.title' : 'sos.acknowledge.title', { name: alarm.name })}
      closeLabel={t('sos.dialog.cancel')}
      testId="sos-update-dialog"
    >
      <DialogBody>
        <TextField
          label={t(status === 2 ? 'sos.remark.labelRequired' : 'sos.remark.label')}
          value={remark}
          onChange={setRemark}
          error={touched && check.error ? t(check.error) : null}
          testId="sos-remark"
          autoFocus
        />
        {failure ? (
          <p className="ui-field__error" role="alert" data-testid="sos-update-error">
            {failure}
          </p>
        ) : null}
      </DialogBody>
      <DialogFooter>
        <Button variant="ghost" onPress={onClose}>
          {t('sos.dialog.cancel')}
        </Button>
        <Button variant={status === 2 ? 'danger' : 'primary'} onPress={() => void submit()} isDisabled={busy} data-testid="sos-update-submit">
          {t(status === 2 ? 'sosWorkflow.resolve' : 'sos.acknowledge')}
        </Button>
      </DialogFooter>
    </Dialog>
  );
}
