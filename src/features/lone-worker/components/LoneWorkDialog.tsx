import { useState } from 'react';
import { canWorkAlone, endTimeOf, LoneWorkLimits, type LoneWorkField } from '../../../../protocol/index.ts';
import type { TerminalRecord } from '../../../state/fleet.ts';
import { Button, Checkbox, Dialog, DialogBody, DialogFooter, TextField, useT, type MessageKey } from '../../../ui/index.ts';
import { draftOf, formProblems, problemValues, savePlan, type DraftForm, type LoneWorkDs } from '../model/model.ts';
import { TerminalChecklist } from '../../terminal-search/index.ts';

/** Not dispatchers or cameras. */
const loneWorker = (terminal: TerminalRecord) => canWorkAlone(terminal.type);

export type LoneWorkDialogProps = {
  ds: LoneWorkDs;
  /** The plan edited, or null for a new one. */
  id: string | null;
  initial: DraftForm;
  onClose: () => void;
  onSaved: () => void;
};

/** Creates or edits a plan; every SPEC §5 rule is checked here and again by the platform. */
export function LoneWorkDialog({ ds, id, initial, onClose, onSaved }: LoneWorkDialogProps) {
  const t = useT();
  const [form, setForm] = useState<DraftForm>(initial);
  const [touched, setTouched] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const problems = formProblems(form);
  const errorOf = (field: LoneWorkField): string | null => {
    const key: MessageKey | undefined = touched ? problems[field] : undefined;
    return key ? t(key, problemValues(key)) : null;
  };
  const msIdsError = errorOf('msIds');
  const set = (change: Partial<DraftForm>) => setForm((before) => ({ ...before, ...change }));
  const draft = draftOf(form);
  const ends = draft.wTime !== null && !problems.sTime && !problems.wTime ? endTimeOf(draft.sTime, draft.wTime) : null;
  const submit = async () => {
    setTouched(true);
    if (Object.keys(problems).length > 0) return;
    setBusy(true);
    const outcome = await savePlan(ds, form, id);
    setBusy(false);
    if (!outcome.ok) return setFailure(t(outcome.key, { code: outcome.code }));
    onSaved();
    onClose();
  };
  return (
    <Dialog isOpen onOpenChange={(open) => !open && onClose()} title={t(id === null ? 'loneWork.dialog.new' : 'loneWork.dialog.edit')} closeLabel={t('loneWork.dialog.close')} size="large" testId="lone-work-dialog">
      <DialogBody>
        <div className="lone-work__form">
          <TerminalChecklist
            legend={t('loneWork.field.terminals', { count: form.msIds.length, max: LoneWorkLimits.maxTerminals })}
            selected={form.msIds}
            onChange={(msIds) => set({ msIds })}
            accept={loneWorker}
            shown={30}
            testId="lone-work-terminals"
            itemTestId="lone-work-terminal"
            invalid={msIdsError !== null}
          >
            {msIdsError ? (
              <p className="ui-field__error" data-testid="lone-work-error-msIds">
                {msIdsError}
              </p>
            ) : null}
          </TerminalChecklist>
          <div className="lone-work__fields">
            <TextField label={t('loneWork.field.date')} description={t('loneWork.field.date.hint')} placeholder="YYYY-MM-DD" value={form.date} onChange={(date) => set({ date })} error={errorOf('date')} testId="lone-work-date" maxLength={10} />
            <TextField label={t('loneWork.field.sTime')} description={t('loneWork.field.sTime.hint')} placeholder="HH:mm" value={form.sTime} onChange={(sTime) => set({ sTime })} error={errorOf('sTime')} testId="lone-work-stime" maxLength={5} />
            <TextField label={t('loneWork.field.wTime')} inputMode="numeric" value={form.wTime} onChange={(wTime) => set({ wTime })} error={errorOf('wTime')} testId="lone-work-wtime" maxLength={7} />
            <TextField label={t('loneWork.field.hb')} inputMode="numeric" value={form.hb} onChange={(hb) => set({ hb })} error={errorOf('hb')} testId="lone-work-hb" maxLength={7} />
            {ends ? (
              <p className="lone-work__hint" data-testid="lone-work-etime">
                {t('loneWork.field.eTime', { time: ends })}
              </p>
            ) : null}
            <Checkbox isSelected={form.enabled} onChange={(enabled) => set({ enabled })} testId="lone-work-enabled">
              {t('loneWork.field.enabled')}
            </Checkbox>
          </div>
        </div>
        {failure ? (
          <p className="ui-field__error" role="alert" data-testid="lone-work-save-error">
            {failure}
          </p>
        ) : null}
      </DialogBody>
      <DialogFooter>
        <Button variant="ghost" onPress={onClose}>
          {t('loneWork.dialog.cancel')}
        </Button>
        <Button variant="primary" onPress={() => void submit()} isDisabled={busy} data-testid="lone-work-save">
          {t('loneWork.dialog.save')}
        </Button>
      </DialogFooter>
    </Dialog>
  );
}
