import { useState } from 'react';
import { nfcProblem, patrolNameProblem, patrolRemarkProblem, type PatrolPoint, type PatrolTextProblem } from '../../../../protocol/index.ts';
import { Button, Dialog, DialogBody, DialogFooter, TextField, useFormProblems, useT, type MessageKey } from '../../../ui/index.ts';
import { nameIsFree, nfcIsFree, patrolFailureKey, savePoint, type PatrolApi } from '../model/patrolApi.ts';

type Field = 'name' | 'nfcValue' | 'remark' | 'form';
const PROBLEM_KEYS: Readonly<Record<PatrolTextProblem, MessageKey>> = {
  required: 'patrol.error.required',
  tooLong: 'patrol.error.tooLong',
  control: 'patrol.error.control',
  format: 'patrol.error.nfcFormat',
};

/** Add or edit a point (SPEC §3): the name and the NFC value are checked as they are left and again on save. */
export function PointDialog({ api, point, onClose, onSaved }: { api: PatrolApi; point: PatrolPoint | null; onClose: () => void; onSaved: () => void }) {
  const t = useT();
  const [name, setName] = useState(point?.name ?? '');
  const [nfcValue, setNfcValue] = useState(point?.nfcValue ?? '');
  const [remark, setRemark] = useState(point?.remark ?? '');
  const [type, setType] = useState(String(point?.type ?? 0));
  const { problems: errors, check: checkAll, put, set: setErrors } = useFormProblems<Partial<Record<Field, string>>>({});
  const [busy, setBusy] = useState(false);

  const problems = (): Partial<Record<Field, string>> => {
    const found: Partial<Record<Field, string>> = {};
    const nameProblem = patrolNameProblem(name);
    const nfc = nfcProblem(nfcValue);
    const remarkProblem = patrolRemarkProblem(remark);
    if (nameProblem) found.name = t(PROBLEM_KEYS[nameProblem]);
    if (nfc) found.nfcValue = t(PROBLEM_KEYS[nfc]);
    if (remarkProblem) found.remark = t(PROBLEM_KEYS[remarkProblem]);
    return found;
  };

  const check = async (field: 'name' | 'nfcValue') => {
    const value = field === 'name' ? name : nfcValue;
    if ((field === 'name' ? patrolNameProblem(value) : nfcProblem(value)) !== null) return;
    const free = await (field === 'name' ? nameIsFree(api, value.trim(), point?.id) : nfcIsFree(api, value.trim(), point?.id)).catch(() => true);
    put(field, free ? undefined : t(field === 'name' ? 'patrol.error.nameTaken' : 'patrol.error.nfcTaken'));
  };

  const submit = async () => {
    if (!checkAll(problems())) return;
    setBusy(true);
    try {
      await savePoint(api, { id: point?.id, name: name.trim(), nfcValue: nfcValue.trim(), remark, type: Number(type) || 0, areaId: point?.areaId ?? '' });
      onSaved();
    } catch (error) {
      const failure = patrolFailureKey(error);
      const field: Field = failure.key === 'patrol.error.nameTaken' ? 'name' : failure.key === 'patrol.error.nfcTaken' ? 'nfcValue' : 'form';
      setErrors({ [field]: t(failure.key, { code: failure.code }) });
    } finally {
      setBusy(false);
    }
  };

  return (
    <Dialog isOpen onOpenChange={(open) => (open ? undefined : onClose())} title={t(point ? 'patrol.point.edit' : 'patrol.point.add')} closeLabel={t('patrol.close')} testId="patrol-point-dialog">
      <DialogBody>
        <div onBlur={(event) => {
          const id = (event.target as HTMLElement).dataset.testid;
          if (id === 'patrol-point-name') void check('name');
          if (id === 'patrol-point-nfc') void check('nfcValue');
        }}>
          <TextField label={t('patrol.point.name')} value={name} onChange={setName} error={errors.name} testId="patrol-point-name" autoFocus />
          <TextField label={t('patrol.point.nfc')} value={nfcValue} onChange={setNfcValue} error={errors.nfcValue} testId="patrol-point-nfc" />
          <TextField label={t('patrol.point.type')} value={type} onChange={(value) => setType(value.replace(/\D/g, '').slice(0, 2))} inputMode="numeric" testId="patrol-point-type" />
          <TextField label={t('patrol.point.remark')} value={remark} onChange={setRemark} error={errors.remark} testId="patrol-point-remark" />
        </div>
        {errors.form ? (
          <p className="ui-field__error" role="alert" data-testid="patrol-point-error">
            {errors.form}
          </p>
        ) : null}
      </DialogBody>
      <DialogFooter>
        <Button variant="ghost" onPress={onClose}>
          {t('patrol.cancel')}
        </Button>
        <Button variant="primary" isDisabled={busy} onPress={() => void submit()} data-testid="patrol-point-save">
          {t('patrol.save')}
        </Button>
      </DialogFooter>
    </Dialog>
  );
}
