import { useId, useState, type FormEvent } from 'react';
import { ToneLimits, type Tone } from '../../../../protocol/index.ts';
import { Button, FileInput, TextField, useAsyncEffect, useFormProblems, useT, useToast } from '../../../ui/index.ts';
import type { AlarmTonesContext } from '../model/AlarmTonesProvider.tsx';
import { addTone, checkToneDraft, toneRefusalOf, type ToneField, type ToneFormProblem } from '../model/model.ts';
import { problemText } from '../model/problemText.ts';

type ToneUploadFormProps = { context: AlarmTonesContext; tones: readonly Tone[]; online: boolean; onAdded: (tones: Tone[]) => void };

const AUDIO_ACCEPT = 'audio/wav,audio/x-wav,audio/ogg,audio/mpeg,.wav,.ogg,.oga,.mp3';
const ICON_ACCEPT = 'image/png,image/jpeg,image/webp';

/** Name, audio file and optional icon, checked by the platform's rules before anything is uploaded. */
export function ToneUploadForm({ context, tones, online, onAdded }: ToneUploadFormProps) {
  const t = useT();
  const toast = useToast();
  const [name, setName] = useState('');
  const [file, setFile] = useState<File | null>(null);
  const [icon, setIcon] = useState<File | null>(null);
  const [formKey, setFormKey] = useState(0);
  const form = useFormProblems<ToneFormProblem[]>([]);
  const [busy, setBusy] = useState(false);

  useAsyncEffect(() => checkToneDraft({ name, file, icon }, tones), form.set, [name, file, icon, tones]);

  const shown = (field: ToneField): string | null => {
    const problem = form.shown(field);
    return problem ? problemText(t, problem) : null;
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    form.setTouched(['name', 'file', 'icon', 'form']);
    if (!form.check(await checkToneDraft({ name, file, icon }, tones)) || !online || busy) return;
    setBusy(true);
    try {
      onAdded(await addTone(context.ds, context.upload, context.me, { name, file, icon }));
      toast({ tone: 'success', text: t('alarmTones.added', { name: name.trim() }) });
      setName('');
      setFile(null);
      setIcon(null);
      form.setTouched([]);
      setFormKey((key) => key + 1); // empties the file inputs
    } catch (error) {
      form.refuse(toneRefusalOf(error));
    } finally {
      setBusy(false);
    }
  };

  const formProblem = shown('form');
  return (
    <form className="alarm-tones__section alarm-tones__upload" onSubmit={(event) => void submit(event)} noValidate aria-labelledby="alarm-tones-add">
      <h3 id="alarm-tones-add" className="alarm-tones__subheading">
        {t('alarmTones.upload')}
      </h3>
      <TextField
        label={t('alarmTones.name')}
        value={name}
        onChange={(value) => {
          setName(value);
          form.touch('name');
        }}
        error={shown('name')}
        isRequired
        testId="tone-name"
      />
      <FilePicker
        key={`file-${formKey}`}
        label={t('alarmTones.file', { max: Math.round(ToneLimits.maxFileBytes / 1024) })}
        accept={AUDIO_ACCEPT}
        error={shown('file')}
        testId="tone-file"
        onChange={(chosen) => {
          setFile(chosen);
          form.touch('file');
        }}
      />
      <FilePicker
        key={`icon-${formKey}`}
        label={t('alarmTones.icon', { max: Math.round(ToneLimits.maxIconBytes / 1024) })}
        accept={ICON_ACCEPT}
        error={shown('icon')}
        testId="tone-icon"
        onChange={(chosen) => {
          setIcon(chosen);
          form.touch('icon');
        }}
      />
      {formProblem ? (
        <p className="ui-field__error" role="alert" data-testid="tone-form-error">
          {formProblem}
        </p>
      ) : null}
      <div className="alarm-tones__actions">
        <Button type="submit" variant="primary" isDisabled={!online || busy} data-testid="tone-add">
          {t('alarmTones.add')}
        </Button>
      </div>
    </form>
  );
}

type FilePickerProps = { label: string; accept: string; error: string | null; testId: string; onChange: (file: File | null) => void };

/** A labelled native file input; the accept list only guides the picker, the bytes are checked. */
function FilePicker({ label, accept, error, testId, onChange }: FilePickerProps) {
  const id = useId();
  const t = useT();
  return (
    <div className="ui-field">
      <label className="ui-field__label" htmlFor={id}>
        {label}
      </label>
      <FileInput
        id={id}
        accept={accept}
        chooseLabel={t('common.file.choose')}
        noneLabel={t('common.file.none')}
        invalid={Boolean(error)}
        describedBy={error ? `${id}-error` : undefined}
        testId={testId}
        onChange={(event) => onChange(event.target.files?.[0] ?? null)}
      />
      {error ? (
        <p className="ui-field__error" id={`${id}-error`} role="alert" data-testid={`${testId}-error`}>
          {error}
        </p>
      ) : null}
    </div>
  );
}
