import { useState } from 'react';
import type { IndoorArea } from '../../../../protocol/index.ts';
import { Button, TextField, useFormProblems, useT } from '../../../ui/index.ts';
import { checkSettings, numberOf, updateArea, type IndoorDs, type SettingsErrors, type SettingsForm } from '../model/model.ts';

/** SPEC §2 "advanced settings": the path-loss model's env decay and RSSI at 1 m (SPEC §5 ranges). */
export function AdvancedSettings({ ds, area, onSaved }: { ds: IndoorDs; area: IndoorArea; onSaved: (area: IndoorArea) => void }) {
  const t = useT();
  const [form, setForm] = useState<SettingsForm>({ envDecay: String(area.envDecay), rssi1m: String(area.rssi1m) });
  const { problems: errors, check, set: setErrors } = useFormProblems<SettingsErrors>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [saved, setSaved] = useState(false);
  const edit = (field: keyof SettingsForm) => (value: string) => {
    const next = { ...form, [field]: value };
    setForm(next);
    setSaved(false);
    // Once shown, an error follows the field as it is typed.
    if (errors[field]) setErrors(checkSettings(next));
  };
  const save = async () => {
    setSaved(false);
    if (!check(checkSettings(form))) return;
    const result = await updateArea(ds, { id: area.id, envDecay: Number(numberOf(form.envDecay)), rssi1m: Number(numberOf(form.rssi1m)) });
    if (!result.ok) return setFailure(t(result.error));
    setFailure(null);
    setSaved(true);
    if (result.area) onSaved(result.area);
  };
  return (
    <section className="indoor-panel" data-testid="indoor-advanced">
      <h2 className="indoor-panel__title">{t('indoor.advanced.title')}</h2>
      <TextField label={t('indoor.advanced.envDecay')} value={form.envDecay} onChange={edit('envDecay')} error={errors.envDecay ? t(errors.envDecay) : null} description={t('indoor.advanced.envDecayHint')} testId="indoor-env-decay" />
      <TextField label={t('indoor.advanced.rssi1m')} value={form.rssi1m} onChange={edit('rssi1m')} error={errors.rssi1m ? t(errors.rssi1m) : null} description={t('indoor.advanced.rssi1mHint')} testId="indoor-rssi1m" />
      {failure ? (
        <p className="ui-field__error" role="alert" data-testid="indoor-advanced-error">
          {failure}
        </p>
      ) : null}
      {saved ? <p data-testid="indoor-advanced-saved">{t('indoor.saved')}</p> : null}
      <Button variant="primary" onPress={() => void save()} data-testid="indoor-advanced-save">
        {t('indoor.save')}
      </Button>
    </section>
  );
}
