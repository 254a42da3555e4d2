import { useCallback, useEffect, useState } from 'react';
import type { PatrolPoint } from '../../../../protocol/index.ts';
import { Button, Checkbox, DataTable, SearchField, useT, useToast } from '../../../ui/index.ts';
import { deletePoints, listPoints, patrolFailureKey, type PatrolApi } from '../model/patrolApi.ts';
import { PointDialog } from './PointDialog.tsx';

/** SPEC §2 /patrols/patrol-point: the points with search, add, edit and batch delete. */
export function PatrolPoints({ api }: { api: PatrolApi }) {
  const t = useT();
  const toast = useToast();
  const [points, setPoints] = useState<PatrolPoint[] | null>(null);
  const [search, setSearch] = useState('');
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const [editing, setEditing] = useState<PatrolPoint | 'new' | null>(null);
  const [error, setError] = useState<string | null>(null);

  const load = useCallback(() => {
    listPoints(api, search.trim()).then(
      (found) => {
        setPoints(found);
        setSelected((current) => new Set([...current].filter((id) => found.some((point) => point.id === id))));
      },
      (failure: unknown) => setError(t(patrolFailureKey(failure).key, { code: patrolFailureKey(failure).code })),
    );
  }, [api, search, t]);
  useEffect(load, [load]);

  const removeSelected = async () => {
    setError(null);
    try {
      await deletePoints(api, [...selected]);
      toast({ tone: 'success', text: t('patrol.deleted', { count: selected.size }) });
      setSelected(new Set());
    } catch (failure) {
      const { key, code } = patrolFailureKey(failure);
      setError(t(key, { code }));
    }
    load();
  };

  const toggle = (id: string, on: boolean) => setSelected((current) => new Set(on ? [...current, id] : [...current].filter((other) => other !== id)));
  return (
    <div className="patrol-screen" data-testid="patrol-points" aria-busy={points === null && error === null}>
      <div className="patrol-toolbar">
        <SearchField label={t('patrol.point.search')} clearLabel={t('patrol.clear')} value={search} onChange={setSearch} testId="patrol-point-search" />
        <Button variant="primary" onPress={() => setEditing('new')} data-testid="patrol-point-new">
          {t('patrol.point.add')}
        </Button>
        <Button variant="ghost" isDisabled={selected.size === 0} onPress={() => void removeSelected()} data-testid="patrol-point-delete">
          {t('patrol.deleteSelected', { count: selected.size })}
        </Button>
      </div>
      {error ? (
        <p className="ui-field__error" role="alert" data-testid="patrol-points-error">
          {error}
        </p>
      ) : null}
      <DataTable className="patrol-table" label={t('patrol.title')}>
        <thead>
          <tr>
            <th />
            <th>{t('patrol.point.name')}</th>
            <th>{t('patrol.point.nfc')}</th>
            <th>{t('patrol.point.type')}</th>
            <th>{t('patrol.point.remark')}</th>
            <th />
          </tr>
        </thead>
        <tbody>
          {points?.map((point) => (
            <tr key={point.id} data-testid={`patrol-point-${point.id}`} data-name={point.name}>
              <td>
                <Checkbox isSelected={selected.has(point.id)} onChange={(on) => toggle(point.id, on)} testId="patrol-point-select">
                  <span className="visually-hidden">{point.name}</span>
                </Checkbox>
              </td>
              <td>{point.name}</td>
              <td>{point.nfcValue}</td>
              <td>{point.type}</td>
              <td>{point.remark}</td>
              <td>
                <Button variant="ghost" onPress={() => setEditing(point)} data-testid="patrol-point-edit">
                  {t('patrol.edit')}
                </Button>
              </td>
            </tr>
          ))}
        </tbody>
      </DataTable>
      {points?.length === 0 ? <p>{t('patrol.point.empty')}</p> : null}
      {editing ? (
        <PointDialog
          api={api}
          point={editing === 'new' ? null : editing}
          onClose={() => setEditing(null)}
          onSaved={() => {
            setEditing(null);
            toast({ tone: 'success', text: t('patrol.saved') });
            load();
          }}
        />
      ) : null}
    </div>
  );
}
