import { useState } from 'react';
import { KeyLimits, newKeyMaterial, type SecretKey } from '../../../../protocol/index.ts';
import { Button, Checkbox, Dialog, DialogBody, DialogFooter, TextField, useT } from '../../../ui/index.ts';
import { addKey, checkKeyForm, renameKey, type KeyDs, type KeyForm } from '../model/model.ts';

type Props = {
  ds: KeyDs;
  /** null adds a key; a key is only renamed (its material never changes: older messages must still open). */
  secretKey: SecretKey | null;
  onClose: () => void;
  onSaved: (keys: SecretKey[]) => void;
};

/** Adds a key (typed or generated) or renames one, with the platform's rules checked first. */
export function KeyDialog({ ds, secretKey, onClose, onSaved }: Props) {
  const t = useT();
  const [form, setForm] = useState<KeyForm>({ name: secretKey?.name ?? '', key: '', active: false });
  const [touched, setTouched] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const errors = checkKeyForm(form, secretKey === null);
  const shown = (field: 'name' | 'key') => (touched && errors[field] ? t(errors[field], { length: KeyLimits.length, max: KeyLimits.maxNameLength }) : null);
  const submit = async () => {
    setTouched(true);
    if (Object.keys(errors).length > 0) return;
    setBusy(true);
    const result = secretKey ? await renameKey(ds, secretKey.id, form.name) : await addKey(ds, form);
    setBusy(false);
    if (!result.ok) return setFailure(t(result.error, { code: result.code }));
    onSaved(result.keys);
    onClose();
  };
  return (
    <Dialog
      isOpen
      onOpenChange={(open) => !open && onClose()}
      title={secretKey ? t('secretKeys.dialog.renameTitle', { name: secretKey.name }) : t('secretKeys.dialog.addTitle')}
      closeLabel={t('secretKeys.dialog.cancel')}
      testId="key-dialog"
    >
      <DialogBody>
        <TextField label={t('secretKeys.field.name')} value={form.name} onChange={(name) => setForm((before) => ({ ...before, name }))} error={shown('name')} testId="key-name" autoFocus />
        {secretKey ? null : (
          <>
            <div className="secret-keys__material">
              <TextField
                label={t('secretKeys.field.key')}
                value={form.key}
                onChange={(key) => setForm((before) => ({ ...before, key: key.trim() }))}
                error={shown('key')}
                description={t('secretKeys.key.rule', { length: KeyLimits.length })}
                testId="key-material"
              />
              <Button variant="ghost" onPress={() => setForm((before) => ({ ...before, key: newKeyMaterial() }))} data-testid="key-generate">
                {t('secretKeys.generate')}
              </Button>
            </div>
            <Checkbox isSelected={form.active} onChange={(active) => setForm((before) => ({ ...before, active }))} testId="key-active">
              {t('secretKeys.field.activeNow')}
            </Checkbox>
          </>
        )}
        {failure ? (
          <p className="ui-field__error" role="alert" data-testid="key-dialog-error">
            {failure}
          </p>
        ) : null}
      </DialogBody>
      <DialogFooter>
        <Button variant="ghost" onPress={onClose}>
          {t('secretKeys.dialog.cancel')}
        </Button>
        <Button variant="primary" onPress={() => void submit()} isDisabled={busy} data-testid="key-save">
          {t('secretKeys.dialog.save')}
        </Button>
      </DialogFooter>
    </Dialog>
  );
}
