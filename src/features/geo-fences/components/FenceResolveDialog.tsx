import { useState } from 'react';
import { remarkProblem, type FenceAlarm } from '../../../../protocol/index.ts';
import { Button, Dialog, DialogBody, DialogFooter, TextField, useT, type MessageKey } from '../../../ui/index.ts';
import { alarmStepFailure } from '../../handover/index.ts';
import { resolveFenceAlarm, type FenceDs } from '../model.ts';

const PROBLEM_KEYS: Record<'tooLong' | 'control', MessageKey> = { tooLong: 'geoFences.resolve.tooLong', control: 'geoFences.resolve.control' };

/**
 * The handler resolves a fence alarm with an optional remark (SPEC §3 alarm record "remark"),
 * checked as the platform checks it; a refusal (somebody else handles it now) stays in the dialog.
 */
export function FenceResolveDialog({ ds, alarm, onClose }: { ds: FenceDs; alarm: FenceAlarm; onClose: () => void }) {
  const t = useT();
  const [remark, setRemark] = useState('');
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const problem = remarkProblem(remark, false);
  const submit = async () => {
    if (problem) return;
    setBusy(true);
    setFailure(null);
    try {
      await resolveFenceAlarm(ds, alarm.id, remark);
      onClose();
    } catch (error) {
      const { key, code } = alarmStepFailure(error);
      setFailure(t(key, { code }));
      setBusy(false);
    }
  };
  return (
    <Dialog isOpen onOpenChange={(open) => !open && onClose()} title={t('geoFences.resolve.title', { name: `${alarm.name} (${alarm.msId})` })} closeLabel={t('geoFences.resolve.cancel')} testId="fence-resolve-dialog">
      <DialogBody>
        <TextField
          label={t('geoFences.resolve.remark')}
          value={remark}
          onChange={setRemark}
          error={problem && problem !== 'required' ? t(PROBLEM_KEYS[problem]) : null}
          testId="fence-resolve-remark"
          autoFocus
        />
        {failure ? (
          <p className="ui-field__error" role="alert" data-testid="fence-resolve-error">
            {failure}
          </p>
        ) : null}
      </DialogBody>
      <DialogFooter>
        <Button variant="ghost" onPress={onClose}>
          {t('geoFences.resolve.cancel')}
        </Button>
        <Button variant="primary" onPress={() => void submit()} isDisabled={busy || problem !== null} data-testid="fence-resolve-submit">
          {t('geoFences.resolve.submit')}
        </Button>
      </DialogFooter>
    </Dialog>
  );
}
