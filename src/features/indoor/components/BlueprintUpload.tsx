import { useId, useState } from 'react';
import { DsError, type IndoorArea } from '../../../../protocol/index.ts';
import { FileInput, useT } from '../../../ui/index.ts';
import { BLUEPRINT_PROBLEM_KEY, blueprintRefusal, checkBlueprint, updateArea, uploadBlueprintWith, type IndoorDs } from '../model/model.ts';

const upload = uploadBlueprintWith((input, init) => fetch(input, init));

/** SPEC §2 "upload blueprint": a PNG or JPEG, checked here, sent to the upload host (checked again), then set on the area. */
export function BlueprintUpload({ ds, area, onSaved }: { ds: IndoorDs; area: IndoorArea; onSaved: (area: IndoorArea) => void }) {
  const t = useT();
  const id = useId();
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const pick = async (file: File | null) => {
    if (!file) return;
    setError(null);
    setBusy(true);
    try {
      const problem = await checkBlueprint(file);
      if (problem) return setError(t(BLUEPRINT_PROBLEM_KEY[problem]));
      const result = await updateArea(ds, { id: area.id, blueprintUrl: await upload(file) });
      if (!result.ok) return setError(t(result.error));
      if (result.area) onSaved(result.area);
    } catch (caught) {
      setError(t(caught instanceof DsError ? blueprintRefusal(caught.code, caught.desc ?? '') : 'indoor.error.failed'));
    } finally {
      setBusy(false);
    }
  };
  return (
    <div className="ui-field indoor-upload">
      <label className="ui-field__label" htmlFor={id}>
        {t('indoor.tool.upload')}
      </label>
      <FileInput
        id={id}
        accept="image/png,image/jpeg"
        chooseLabel={t('common.file.choose')}
        noneLabel={t('common.file.none')}
        isDisabled={busy}
        invalid={Boolean(error)}
        testId="indoor-blueprint-file"
        onChange={(event) => {
          void pick(event.target.files?.[0] ?? null);
          event.target.value = '';
        }}
      />
      <p className="ui-field__description">{t('indoor.blueprint.rule')}</p>
      {error ? (
        <p className="ui-field__error" role="alert" data-testid="indoor-blueprint-error">
          {error}
        </p>
      ) : null}
    </div>
  );
}
