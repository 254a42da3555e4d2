import { useState } from 'react';
import type { IndoorArea } from '../../../protocol/index.ts';
import { useAtomValue } from '../../state/jotai.ts';
import { Button, ConfirmDialog, TextField, useAsyncEffect, useT } from '../../ui/index.ts';
import { indoorRevisionAtom } from './atoms.ts';
import { AreaEditor } from './components/AreaEditor.tsx';
import { indoorFixFeed } from './model/fixFeed.ts';
import { addArea, loadAreas, refusalKey, removeArea, type IndoorDs } from './model/model.ts';
import { areaNameProblem } from '../../../protocol/index.ts';
import './indoor.css';

const NAME_KEY = { required: 'indoor.error.name.required', tooLong: 'indoor.error.name.tooLong', control: 'indoor.error.name.control' } as const;

/**
 * Indoor positioning (SPEC §2 /indoorPositioning/indoor): the organisation's areas, each a
 * blueprint with its frame, border and beacons, and the terminals the platform places in it live.
 */
export function IndoorPage({ ds }: { ds: IndoorDs }) {
  const t = useT();
  const revision = useAtomValue(indoorRevisionAtom);
  const [areas, setAreas] = useState<IndoorArea[] | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [selected, setSelected] = useState<string | null>(null);
  const [name, setName] = useState('');
  const [nameError, setNameError] = useState<string | null>(null);
  const [deleting, setDeleting] = useState<IndoorArea | null>(null);

  useAsyncEffect(
    () => loadAreas(ds),
    (list) => {
      setAreas([...list.areas]);
      setFailure(null);
      indoorFixFeed.reset(list.fixes);
    },
    (error) => setFailure(t(refusalKey((error as { code?: string }).code ?? '500', ''))),
    [ds, revision, t],
  );

  const put = (area: IndoorArea) => setAreas((before) => (before ?? []).map((other) => (other.id === area.id ? area : other)));
  const create = async () => {
    const problem = areaNameProblem(name);
    if (problem) return setNameError(t(NAME_KEY[problem]));
    setNameError(null);
    const result = await addArea(ds, name.trim());
    if (!result.ok) return setNameError(t(result.error));
    setName('');
    if (result.area) {
      const area = result.area;
      setAreas((before) => [...(before ?? []).filter((other) => other.id !== area.id), area]);
      setSelected(area.id);
    }
  };
  const area = areas?.find((candidate) => candidate.id === selected) ?? null;

  return (
    <section className="page indoor" data-testid="indoor-page" aria-busy={areas === null && failure === null}>
      <h1 className="page__title">{t('indoor.title')}</h1>
      {failure ? (
        <p className="ui-field__error" role="alert" data-testid="indoor-load-error">
          {failure}
        </p>
      ) : null}
      <div className="indoor-areas">
        <ul className="indoor-areas__list" aria-label={t('indoor.areas')}>
          {(areas ?? []).map((candidate) => (
            <li key={candidate.id}>
              <Button variant={candidate.id === selected ? 'primary' : 'ghost'} onPress={() => setSelected(candidate.id)} data-testid="indoor-area" data-id={candidate.id}>
                {candidate.name}
              </Button>
            </li>
          ))}
        </ul>
        {areas && areas.length === 0 ? <p data-testid="indoor-no-areas">{t('indoor.noAreas')}</p> : null}
        <div className="indoor-inline">
          <TextField label={t('indoor.newArea')} value={name} onChange={setName} error={nameError} testId="indoor-area-name" />
          <Button variant="primary" onPress={() => void create()} data-testid="indoor-area-add">
            {t('indoor.add')}
          </Button>
          {area ? (
            <Button variant="danger" onPress={() => setDeleting(area)} data-testid="indoor-area-delete">
              {t('indoor.delete')}
            </Button>
          ) : null}
        </div>
      </div>
      {area ? <AreaEditor key={area.id} ds={ds} area={area} onSaved={put} /> : <p className="indoor-empty">{t('indoor.pickArea')}</p>}
      {deleting ? (
        <DeleteAreaDialog
          ds={ds}
          area={deleting}
          onClose={() => setDeleting(null)}
          onDeleted={() => {
            setAreas((before) => (before ?? []).filter((other) => other.id !== deleting.id));
            setSelected(null);
          }}
        />
      ) : null}
    </section>
  );
}

function DeleteAreaDialog({ ds, area, onClose, onDeleted }: { ds: IndoorDs; area: IndoorArea; onClose: () => void; onDeleted: () => void }) {
  const t = useT();
  const confirm = async () => {
    const result = await removeArea(ds, area.id);
    if (!result.ok) return t(result.error);
    onDeleted();
    return null;
  };
  return (
    <ConfirmDialog
      title={t('indoor.deleteTitle', { name: area.name })}
      text={t('indoor.deleteText')}
      cancelLabel={t('indoor.cancel')}
      confirmLabel={t('indoor.delete')}
      onConfirm={confirm}
      onClose={onClose}
      testId="indoor-delete-dialog"
      confirmTestId="indoor-delete-confirm"
    />
  );
}
