import { useId, useState } from 'react';
import { DsError } from '../../../../protocol/index.ts';
import { Button, FileInput, useT } from '../../../ui/index.ts';
import { checkLogo, LOGO_PROBLEM_KEY, logoRefusal, type UploadLogo } from '../model/model.ts';

type Props = {
  label: string;
  /** The logo's upload-host path, '' for none. */
  value: string;
  onChange: (url: string) => void;
  upload: UploadLogo;
  testId: string;
  onBusy: (busy: boolean) => void;
};

/** A logo picked from disk: checked here (SPEC §5) before it is sent, then checked again by the upload host. */
export function LogoField({ label, value, onChange, upload, testId, onBusy }: Props) {
  const t = useT();
  const id = useId();
  const [error, setError] = useState<string | null>(null);
  const pick = async (file: File | null) => {
    if (!file) return;
    setError(null);
    onBusy(true);
    try {
      const problem = await checkLogo(file);
      if (problem) return setError(t(LOGO_PROBLEM_KEY[problem]));
      onChange(await upload(file));
    } catch (caught) {
      const refusal = caught instanceof DsError ? logoRefusal(caught.code, caught.desc ?? '') : 'themes.error.failed';
      setError(t(refusal, { code: caught instanceof DsError ? caught.code : '500' }));
    } finally {
      onBusy(false);
    }
  };
  return (
    <div className="ui-field themes-logo">
      <label className="ui-field__label" htmlFor={id}>
        {label}
      </label>
      <div className="themes-logo__row">
        {value ? <img className="themes-logo__preview" src={value} alt="" data-testid={`${testId}-preview`} /> : null}
        <FileInput
          id={id}
          accept="image/png"
          chooseLabel={t('common.file.choose')}
          noneLabel={t('common.file.none')}
          invalid={Boolean(error)}
          describedBy={error ? `${id}-error` : undefined}
          testId={testId}
          onChange={(event) => {
            void pick(event.target.files?.[0] ?? null);
            event.target.value = '';
          }}
        />
        {value ? (
          <Button variant="ghost" onPress={() => onChange('')} data-testid={`${testId}-remove`}>
            {t('themes.logo.remove')}
          </Button>
        ) : null}
      </div>
      <p className="ui-field__description">{t('themes.logo.rule')}</p>
      {error ? (
        <p className="ui-field__error" id={`${id}-error`} role="alert" data-testid={`${testId}-error`}>
          {error}
        </p>
      ) : null}
    </div>
  );
}
