import { useId, useState, type FormEvent } from 'react';
import type { MediaItem } from '../../../../protocol/index.ts';
import { Button, FileInput, TextField, useAsyncEffect, useFormProblems, useT, useToast } from '../../../ui/index.ts';
import { checkMediaDraft, mediaRefusalOf, nameFromFile, uploadMedia, type MediaField, type MediaFormProblem } from '../model/model.ts';
import { MAX_MB, problemText } from '../model/problemText.ts';

const ACCEPT = 'audio/wav,audio/x-wav,audio/ogg,audio/mpeg,video/mp4,video/webm,image/png,image/jpeg,image/webp,.wav,.ogg,.oga,.mp3,.mp4,.webm,.png,.jpg,.jpeg,.webp';

type MediaUploadFormProps = { items: readonly MediaItem[]; fetchImpl: typeof fetch; onUploaded: (item: MediaItem) => void };

/** Name (the file's own by default) and file, checked by the platform's rules, then sent as raw bytes. */
export function MediaUploadForm({ items, fetchImpl, onUploaded }: MediaUploadFormProps) {
  const t = useT();
  const toast = useToast();
  const fileId = useId();
  const [name, setName] = useState('');
  const [file, setFile] = useState<File | null>(null);
  const [formKey, setFormKey] = useState(0);
  const form = useFormProblems<MediaFormProblem[]>([]);
  const [busy, setBusy] = useState(false);

  useAsyncEffect(() => checkMediaDraft({ name, file }, items), form.set, [name, file, items]);

  const shown = (field: MediaField): string | null => {
    const problem = form.shown(field);
    return problem ? problemText(t, problem) : null;
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    form.setTouched(['name', 'file']);
    if (!form.check(await checkMediaDraft({ name, file }, items)) || busy || !file) return;
    setBusy(true);
    try {
      const item = await uploadMedia(fetchImpl, name, file);
      onUploaded(item);
      toast({ tone: 'success', text: t('mediaLibrary.added', { name: item.name }) });
      setName('');
      setFile(null);
      form.setTouched([]);
      setFormKey((key) => key + 1); // empties the file input
    } catch (error) {
      form.refuse(mediaRefusalOf(error));
    } finally {
      setBusy(false);
    }
  };

  const fileError = shown('file');
  const formError = shown('form');
  return (
    <form className="media-library__upload" onSubmit={(event) => void submit(event)} noValidate aria-labelledby="media-upload-title" data-testid="media-upload">
      <h2 id="media-upload-title" className="media-library__subtitle">
        {t('mediaLibrary.upload')}
      </h2>
      <div className="ui-field">
        <label className="ui-field__label" htmlFor={fileId}>
          {t('mediaLibrary.file', { max: MAX_MB })}
        </label>
        <FileInput
          key={formKey}
          id={fileId}
          accept={ACCEPT}
          chooseLabel={t('common.file.choose')}
          noneLabel={t('common.file.none')}
          invalid={Boolean(fileError)}
          describedBy={fileError ? `${fileId}-error` : undefined}
          testId="media-file"
          onChange={(event) => {
            const chosen = event.target.files?.[0] ?? null;
            setFile(chosen);
            if (chosen && name.trim() === '') setName(nameFromFile(chosen.name));
            form.touch('file');
          }}
        />
        {fileError ? (
          <p className="ui-field__error" id={`${fileId}-error`} role="alert" data-testid="media-file-error">
            {fileError}
          </p>
        ) : null}
      </div>
      <TextField
        label={t('mediaLibrary.name')}
        value={name}
        onChange={(value) => {
          setName(value);
          form.touch('name');
        }}
        error={shown('name')}
        isRequired
        testId="media-name"
      />
      {formError ? (
        <p className="ui-field__error" role="alert" data-testid="media-form-error">
          {formError}
        </p>
      ) : null}
      <Button type="submit" variant="primary" isDisabled={busy} data-testid="media-upload-submit">
        {t(busy ? 'mediaLibrary.uploading' : 'mediaLibrary.add')}
      </Button>
    </form>
  );
}
