import { useEffect, useState } from 'react';
import { FenceLimits, type FenceType } from '../../../../protocol/index.ts';
import { useAtom, useAtomValue, useSetAtom } from '../../../state/jotai.ts';
import { Button, RadioGroupField, TextField, useT, type MessageKey } from '../../../ui/index.ts';
import { editingFenceAtom, fenceDraftAtom, fencesPanelAtom } from '../atoms.ts';
import { checkFenceForm, createFence, emptyDraft, failureKey, formIsValid, radiusOfText, saveFence, shapeOfDraft, type FenceDraft, type FenceDs } from '../model.ts';
import { notDispatcher, TerminalChecklist } from '../../terminal-search/index.ts';

/**
 * The set-up tab: a new fence, or the one chosen for editing in the list. The shape is drawn on
 * the map (the draft atom); name, type and terminals are typed and picked here. Nothing is sent
 * until the form passes the same checks the platform makes.
 */
export function FenceSetupForm({ ds }: { ds: FenceDs }) {
  const t = useT();
  const editing = useAtomValue(editingFenceAtom);
  const setEditing = useSetAtom(editingFenceAtom);
  const [draft, setDraft] = useAtom(fenceDraftAtom);
  const setPanel = useSetAtom(fencesPanelAtom);
  const [name, setName] = useState(editing?.name ?? '');
  const [type, setType] = useState<FenceType>(editing?.type ?? 'in');
  const [terminals, setTerminals] = useState<readonly string[]>(editing?.terminals ?? []);
  const [tried, setTried] = useState(false);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<MessageKey | null>(null);

  // Opening the tab for a new fence starts drawing a polygon.
  useEffect(() => {
    if (!draft) setDraft(emptyDraft('polygon'));
  }, [draft, setDraft]);
  const current: FenceDraft = draft ?? emptyDraft('polygon');
  const check = checkFenceForm(name, current, terminals, FenceLimits.maxTerminals);

  const finish = () => {
    setEditing(null);
    setDraft(null);
    setPanel({ open: true, tab: 'list' });
  };
  const submit = async () => {
    setTried(true);
    setFailure(null);
    const shape = shapeOfDraft(current);
    if (!formIsValid(check) || !shape) return;
    setBusy(true);
    try {
      const input = { name: name.trim(), type, shape };
      if (editing) await saveFence(ds, editing, input, terminals);
      else await createFence(ds, input, terminals);
      finish();
    } catch (error) {
      setFailure(failureKey(error));
    } finally {
      setBusy(false);
    }
  };

  return (
    <form
      className="geo-fences__form"
      data-testid="fence-form"
      data-editing={editing?.fenceid}
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      <h3 className="geo-fences__form-title">{editing ? t('geoFences.setup.editTitle', { name: editing.name }) : t('geoFences.setup.newTitle')}</h3>
      <TextField
        label={t('geoFences.name')}
        value={name}
        onChange={setName}
        isRequired
        maxLength={FenceLimits.maxNameLength * 2}
        error={tried && check.name ? t(check.name, { count: FenceLimits.maxNameLength }) : null}
        testId="fence-name"
      />
      <RadioGroupField
        label={t('geoFences.type')}
        value={type}
        onChange={setType}
        options={[
          { value: 'in', label: t('geoFences.type.in') },
          { value: 'out', label: t('geoFences.type.out') },
        ]}
        testId="fence-type"
      />
      <p className="geo-fences__hint">{t(type === 'in' ? 'geoFences.type.inHint' : 'geoFences.type.outHint')}</p>
      <RadioGroupField
        label={t('geoFences.shape')}
        value={current.kind}
        onChange={(kind) => kind !== current.kind && setDraft(emptyDraft(kind))}
        options={[
          { value: 'polygon', label: t('geoFences.shape.polygon') },
          { value: 'circle', label: t('geoFences.shape.circle') },
        ]}
        testId="fence-shape"
      />
      <ShapeStatus draft={current} onDraft={setDraft} />
      {tried && check.shape && (
        <p className="ui-field__error" role="alert" data-testid="fence-shape-error">
          {t(check.shape, { count: current.kind === 'polygon' ? FenceLimits.maxPolygonPoints : FenceLimits.maxRadiusM })}
        </p>
      )}
      <TerminalChecklist legend={t('geoFences.terminals', { count: terminals.length })} selected={terminals} onChange={setTerminals} accept={notDispatcher} testId="fence-terminals" itemTestId="fence-terminal" />
      {tried && check.terminals && (
        <p className="ui-field__error" role="alert">
          {t(check.terminals, { count: FenceLimits.maxTerminals })}
        </p>
      )}
      {failure && (
        <p className="ui-field__error" role="alert" data-testid="fence-save-error">
          {t(failure)}
        </p>
      )}
      <div className="geo-fences__actions">
        <Button variant="primary" type="submit" isDisabled={busy} data-testid="fence-save">
          {t('geoFences.save')}
        </Button>
        <Button variant="ghost" onPress={finish} data-testid="fence-cancel">
          {t('geoFences.cancel')}
        </Button>
      </div>
    </form>
  );
}

/** What the map drawing has so far, with undo and clear; a circle's radius can be typed too. */
function ShapeStatus({ draft, onDraft }: { draft: FenceDraft; onDraft: (draft: FenceDraft) => void }) {
  const t = useT();
  if (draft.kind === 'polygon') {
    return (
      <div className="geo-fences__shape" data-testid="fence-draft" data-points={draft.points.length}>
        <p className="geo-fences__hint">{t('geoFences.draw.polygon', { count: draft.points.length })}</p>
        <div className="geo-fences__actions">
          <Button variant="ghost" isDisabled={draft.points.length === 0} onPress={() => onDraft({ ...draft, points: draft.points.slice(0, -1) })} data-testid="fence-undo">
            {t('geoFences.draw.undo')}
          </Button>
          <Button variant="ghost" isDisabled={draft.points.length === 0} onPress={() => onDraft({ ...draft, points: [] })} data-testid="fence-clear">
            {t('geoFences.draw.clear')}
          </Button>
        </div>
      </div>
    );
  }
  return (
    <div className="geo-fences__shape" data-testid="fence-draft" data-radius={draft.radius} data-centre={draft.center ? 'set' : 'none'}>
      <p className="geo-fences__hint">{t(draft.center ? (draft.sizing ? 'geoFences.draw.circleRim' : 'geoFences.draw.circleDone') : 'geoFences.draw.circleCentre')}</p>
      {draft.center && (
        <TextField
          label={t('geoFences.radius')}
          inputMode="numeric"
          value={String(draft.radius)}
          onChange={(text) => onDraft({ ...draft, radius: radiusOfText(text), sizing: false })}
          testId="fence-radius"
        />
      )}
    </div>
  );
}
