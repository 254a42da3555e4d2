import { useState } from 'react';
import { linkProblem, MARKER_PALETTE, type Marker } from '../../../../protocol/index.ts';
import { store, useAtomValue } from '../../../state/jotai.ts';
import { Button, Dialog, DialogBody, DialogFooter, TextField, useFormProblems, useT, type MessageKey } from '../../../ui/index.ts';
import { markerBookAtom, markerEditAtom, type MarkerEdit } from '../atoms.ts';
import { addMarker, checkFields, deleteMarker, failureKey, updateMarker, type FieldErrors, type MarkerDs, type MarkerFields } from '../model/markerDs.ts';

const KIND_TITLE: Record<Marker['kind'], { add: MessageKey; edit: MessageKey }> = {
  point: { add: 'markers.form.addPoint', edit: 'markers.form.editPoint' },
  line: { add: 'markers.form.addLine', edit: 'markers.form.editLine' },
  shape: { add: 'markers.form.addShape', edit: 'markers.form.editShape' },
};

const fieldsOf = (marker: Marker | undefined): MarkerFields =>
  marker ? { name: marker.name, color: marker.color, link: marker.link, remark: marker.remark } : { name: '', color: MARKER_PALETTE[0], link: '', remark: '' };

/** The marker form: name, colour, optional link and remark of a new marker, or edit and delete one. */
export function MarkerForm({ ds }: { readonly ds: MarkerDs }) {
  const edit = useAtomValue(markerEditAtom);
  // Keyed by what is edited, so the fields start from that marker.
  return edit ? <MarkerFormDialog key={edit.kind === 'new' ? 'new' : edit.id} ds={ds} edit={edit} /> : null;
}

function MarkerFormDialog({ ds, edit }: { readonly ds: MarkerDs; readonly edit: MarkerEdit }) {
  const t = useT();
  const book = useAtomValue(markerBookAtom);
  const existing = edit.kind === 'existing' ? book.markers.get(edit.id) : undefined;
  const [fields, setFields] = useState<MarkerFields>(() => fieldsOf(existing));
  const { problems: errors, check } = useFormProblems<FieldErrors>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const close = () => store.set(markerEditAtom, null);
  const kind = edit.kind === 'new' ? edit.draft.kind : existing?.kind;
  const gone = edit.kind === 'existing' && !existing;
  const set = (key: keyof MarkerFields) => (value: string) => setFields((before) => ({ ...before, [key]: value }));

  const save = async () => {
    if (!check(checkFields(fields))) return;
    setBusy(true);
    const result = edit.kind === 'new' ? await addMarker(ds, edit.draft.kind, [...edit.draft.points], fields) : await updateMarker(ds, edit.id, fields);
    setBusy(false);
    if (!result.ok) return setFailure(t(failureKey(result), { code: result.code }));
    close();
  };
  const remove = async () => {
    if (edit.kind !== 'existing') return;
    setBusy(true);
    const result = await deleteMarker(ds, edit.id);
    setBusy(false);
    if (!result.ok) return setFailure(t(failureKey(result), { code: result.code }));
    close();
  };

  const savedLink = existing && existing.link !== '' && linkProblem(existing.link) === null ? existing.link : null;
  return (
    <Dialog
      isOpen
      onOpenChange={(open) => !open && close()}
      title={kind ? t(KIND_TITLE[kind][edit.kind === 'new' ? 'add' : 'edit']) : t('markers.error.unknown')}
      closeLabel={t('markers.form.cancel')}
      testId="marker-form"
    >
      <DialogBody>
        {gone ? (
          <p role="alert">{t('markers.error.unknown')}</p>
        ) : (
          <>
            <TextField label={t('markers.form.name')} value={fields.name} onChange={set('name')} error={errors.name ? t(errors.name) : null} testId="marker-name" autoFocus isRequired />
            <label className="ui-field map-markers__colour">
              <span className="ui-field__label">{t('markers.form.colour')}</span>
              <input type="color" value={fields.color} onChange={(event) => set('color')(event.target.value)} data-testid="marker-colour" />
            </label>
            <TextField
              label={t('markers.form.link')}
              value={fields.link}
              onChange={set('link')}
              error={errors.link ? t(errors.link) : null}
              description={t('markers.form.linkHint')}
              placeholder="https://"
              testId="marker-link"
            />
            <TextField label={t('markers.form.remark')} value={fields.remark} onChange={set('remark')} error={errors.remark ? t(errors.remark) : null} testId="marker-remark" />
            {existing && (
              <p className="map-markers__meta" data-testid="marker-creator">
                {t('markers.form.createdBy', { name: existing.creatorName })}
              </p>
            )}
            {savedLink && (
              <a className="map-markers__link" href={savedLink} target="_blank" rel="noopener noreferrer" data-testid="marker-open-link">
                {t('markers.form.openLink')}
              </a>
            )}
          </>
        )}
        {failure ? (
          <p className="ui-field__error" role="alert" data-testid="marker-error">
            {failure}
          </p>
        ) : null}
      </DialogBody>
      <DialogFooter>
        {edit.kind === 'existing' && !gone && (
          <Button variant="danger" onPress={() => void remove()} isDisabled={busy} data-testid="marker-delete">
            {t('markers.form.delete')}
          </Button>
        )}
        <Button variant="ghost" onPress={close}>
          {t('markers.form.cancel')}
        </Button>
        {!gone && (
          <Button variant="primary" onPress={() => void save()} isDisabled={busy} data-testid="marker-save">
            {t('markers.form.save')}
          </Button>
        )}
      </DialogFooter>
    </Dialog>
  );
}
