import { useState } from 'react';
import type { SosAlarm } from '../../../../protocol/index.ts';
import { terminalsAtom } from '../../../state/eventLog.ts';
import { useAtomValue } from '../../../state/jotai.ts';
import { userAtom } from '../../../state/session.ts';
import { Button, Dialog, DialogBody, DialogFooter, SelectField, useT } from '../../../ui/index.ts';
import type { SosDs } from '../model.ts';
import { handOverSos, handOverTargets, stepFailureKey } from '../workflow.ts';

/** The handler gives the alarm to another dispatcher, chosen from the dispatcher accounts. */
export function HandOverDialog({ ds, alarm, onClose }: { ds: SosDs; alarm: SosAlarm; onClose: () => void }) {
  const t = useT();
  const me = useAtomValue(userAtom)?.msId ?? null;
  const targets = handOverTargets(useAtomValue(terminalsAtom).values(), me);
  const [to, setTo] = useState(targets[0]?.msId ?? '');
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const submit = async () => {
    if (!to) return;
    setBusy(true);
    const result = await handOverSos(ds, alarm.id, to);
    setBusy(false);
    if (!result.ok) return setFailure(t(stepFailureKey(result.desc), { code: result.code }));
    onClose();
  };
  return (
    <Dialog isOpen onOpenChange={(open) => !open && onClose()} title={t('sosWorkflow.handOver.title', { name: alarm.name })} closeLabel={t('sosWorkflow.cancel')} testId="sos-hand-over-dialog">
      <DialogBody>
        {targets.length === 0 ? (
          <p>{t('sosWorkflow.handOver.none')}</p>
        ) : (
          <SelectField label={t('sosWorkflow.handOver.to')} value={to} onChange={setTo} options={targets.map(({ msId, msName }) => ({ value: msId, label: `${msName} (${msId})` }))} testId="sos-hand-over-to" />
        )}
        {failure ? (
          <p className="ui-field__error" role="alert" data-testid="sos-hand-over-error">
            {failure}
          </p>
        ) : null}
      </DialogBody>
      <DialogFooter>
        <Button variant="ghost" onPress={onClose}>
          {t('sosWorkflow.cancel')}
        </Button>
        <Button variant="primary" onPress={() => void submit()} isDisabled={busy || !to} data-testid="sos-hand-over-submit">
          {t('sosWorkflow.handOver')}
        </Button>
      </DialogFooter>
    </Dialog>
  );
}
