import { useEffect, useMemo, useState } from 'react';
import { Limits, TempGroupSchema } from '../../../../protocol/index.ts';
import { fleetAtom, tempGroupsAtom } from '../../../state/eventLog.ts';
import { useAtom, useAtomValue } from '../../../state/jotai.ts';
import { Button, RadioGroupField, SelectField, TextField, useT, useToast } from '../../../ui/index.ts';
import { emptyDraft, fencesAtom, type FenceDraft } from '../../geo-fences/index.ts';
import type { SendCommand } from '../../voice/index.ts';
import { geoCallDraftAtom } from '../atoms.ts';
import { areaOf, checkGeoCallForm, failureOf, type AreaMode, type Problem } from '../model.ts';

/**
 * A new geo-call: a name, and an area drawn on the map (the draft atom) or a geo-fence picked.
 * Nothing is sent until the form passes the checks the platform makes; once started, it becomes
 * the dispatcher's current group, so PTT talks to whoever is inside.
 */
export function GeoCallForm({ send, online }: { send: SendCommand | null; online: boolean }) {
  const t = useT();
  const toast = useToast();
  const [draft, setDraft] = useAtom(geoCallDraftAtom);
  const fences = useAtomValue(fencesAtom);
  const tempGroups = useAtomValue(tempGroupsAtom);
  const { groups } = useAtomValue(fleetAtom);
  const [name, setName] = useState('');
  const [mode, setMode] = useState<AreaMode>('polygon');
  const [fenceid, setFenceid] = useState('');
  const [tried, setTried] = useState(false);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<Problem | null>(null);

  // Drawing modes keep a draft on the map; picking a fence has none.
  useEffect(() => {
    if (mode !== 'fence' && draft?.kind !== mode) setDraft(emptyDraft(mode));
    if (mode === 'fence' && draft) setDraft(null);
  }, [mode, draft, setDraft]);

  const taken = useMemo(() => [...[...groups.values()].map((group) => group.name), ...[...tempGroups.values()].map((group) => group.name)], [groups, tempGroups]);
  const check = checkGeoCallForm(name, mode, draft, fenceid, taken);
  const text = (problem: Problem) => t(problem.key, { count: problem.count ?? 0, max: problem.count ?? 0 });

  const submit = async () => {
    setTried(true);
    setFailure(null);
    const area = areaOf(mode, draft, fenceid);
    if (check.name || check.area || !area || !send) return;
    setBusy(true);
    try {
      const call = TempGroupSchema.parse(await send('geoCallStart', { name: name.trim(), area }));
      await send('switchGroup', { gid: call.gid }, Limits.groupSwitchTimeoutMs);
      toast({ tone: 'success', text: t('geoCalls.started', { name: call.name, count: call.members.length - 1 }) });
      setName('');
      setTried(false);
      if (mode !== 'fence') setDraft(emptyDraft(mode));
    } catch (error) {
      setFailure(failureOf(error));
    } finally {
      setBusy(false);
    }
  };

  return (
    <form
      className="geo-calls__form"
      data-testid="geo-call-form"
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      <h3 className="geo-calls__subtitle">{t('geoCalls.new')}</h3>
      <TextField label={t('geoCalls.name')} value={name} onChange={setName} isRequired maxLength={80} error={tried && check.name ? text(check.name) : null} testId="geo-call-name" />
      <RadioGroupField
        label={t('geoCalls.area')}
        value={mode}
        onChange={setMode}
        options={[
          { value: 'polygon', label: t('geoCalls.area.polygon') },
          { value: 'circle', label: t('geoCalls.area.circle') },
          { value: 'fence', label: t('geoCalls.area.fence') },
        ]}
        testId="geo-call-area"
      />
      {mode === 'fence' ? (
        <SelectField
          label={t('geoCalls.fence')}
          value={fenceid}
          onChange={setFenceid}
          options={[{ value: '', label: t('geoCalls.fence.choose') }, ...fences.map((fence) => ({ value: fence.fenceid, label: fence.name }))]}
          testId="geo-call-fence"
        />
      ) : (
        <DraftStatus draft={draft} onDraft={setDraft} />
      )}
      {tried && check.area && (
        <p className="ui-field__error" role="alert" data-testid="geo-call-area-error">
          {text(check.area)}
        </p>
      )}
      {failure && (
        <p className="ui-field__error" role="alert" data-testid="geo-call-error">
          {text(failure)}
        </p>
      )}
      {online ? null : (
        <p className="geo-calls__hint" role="status">
          {t('geoCalls.offline')}
        </p>
      )}
      <Button variant="primary" type="submit" isDisabled={busy || !online || !send} data-testid="geo-call-start">
        {t('geoCalls.start')}
      </Button>
    </form>
  );
}

/** What the drawing has so far, with undo and clear. */
function DraftStatus({ draft, onDraft }: { draft: FenceDraft | null; onDraft: (draft: FenceDraft) => void }) {
  const t = useT();
  if (!draft) return null;
  if (draft.kind === 'circle') {
    const hint = draft.center ? (draft.sizing ? 'geoCalls.draw.circleRim' : 'geoCalls.draw.circleDone') : 'geoCalls.draw.circleCentre';
    return (
      <p className="geo-calls__hint" data-testid="geo-call-draft" data-radius={draft.radius} data-centre={draft.center ? 'set' : 'none'}>
        {t(hint, { metres: draft.radius })}
      </p>
    );
  }
  return (
    <div className="geo-calls__draft" data-testid="geo-call-draft" data-points={draft.points.length}>
      <p className="geo-calls__hint">{t('geoCalls.draw.polygon', { count: draft.points.length })}</p>
      <Button variant="ghost" isDisabled={draft.points.length === 0} onPress={() => onDraft({ ...draft, points: draft.points.slice(0, -1) })} data-testid="geo-call-undo">
        {t('geoCalls.draw.undo')}
      </Button>
      <Button variant="ghost" isDisabled={draft.points.length === 0} onPress={() => onDraft({ ...draft, points: [] })} data-testid="geo-call-clear">
        {t('geoCalls.draw.clear')}
      </Button>
    </div>
  );
}
