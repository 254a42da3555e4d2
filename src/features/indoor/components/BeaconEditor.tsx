import { useEffect, useRef, useState } from 'react';
import type { IndoorArea } from '../../../../protocol/index.ts';
import { Button, DataTable, useFormProblems, useT } from '../../../ui/index.ts';
import { beaconsOf, checkBeacons, rowsOf, updateArea, type BeaconErrors, type BeaconRow, type IndoorDs } from '../model/model.ts';

type Props = {
  ds: IndoorDs;
  area: IndoorArea;
  onSaved: (area: IndoorArea) => void;
  /** A beacon placed by a click on the blueprint (metres), with a key so the same spot twice adds twice. */
  placed: { key: number; x: number; y: number } | null;
  /** The row whose next blueprint click moves it, or null. */
  moving: number | null;
  onMove: (key: number | null) => void;
  moved: { key: number; x: number; y: number } | null;
};

const round = (value: number) => String(Math.round(value * 100) / 100);

/** SPEC §2 "device placement": beacons by MAC at positions in metres; add by a click or a row, move, delete. */
export function BeaconEditor({ ds, area, onSaved, placed, moving, onMove, moved }: Props) {
  const t = useT();
  const [rows, setRows] = useState<BeaconRow[]>(() => rowsOf(area.beacons));
  const { problems: errors, check } = useFormProblems<BeaconErrors>(new Map());
  const [failure, setFailure] = useState<string | null>(null);
  const [nextKey, setNextKey] = useState(area.beacons.length);

  // A click made before this list was (re)loaded is already in it or was saved: only newer ones count.
  const seenPlaced = useRef(placed?.key);
  const seenMoved = useRef(moved);
  useEffect(() => {
    if (!placed || placed.key === seenPlaced.current) return;
    seenPlaced.current = placed.key;
    setRows((before) => [...before, { key: 1000 + placed.key, id: '', x: round(placed.x), y: round(placed.y) }]);
  }, [placed]);
  useEffect(() => {
    if (!moved || moved === seenMoved.current) return;
    seenMoved.current = moved;
    setRows((before) => before.map((row) => (row.key === moved.key ? { ...row, x: round(moved.x), y: round(moved.y) } : row)));
  }, [moved]);

  const edit = (key: number, field: 'id' | 'x' | 'y', value: string) => setRows((before) => before.map((row) => (row.key === key ? { ...row, [field]: value } : row)));
  const add = () => {
    setRows((before) => [...before, { key: nextKey, id: '', x: '0', y: '0' }]);
    setNextKey((n) => n + 1);
  };
  const save = async () => {
    if (!check(checkBeacons(rows))) return;
    const result = await updateArea(ds, { id: area.id, beacons: beaconsOf(rows) });
    if (!result.ok) return setFailure(t(result.error));
    setFailure(null);
    if (result.area) onSaved(result.area);
  };

  return (
    <section className="indoor-panel" data-testid="indoor-beacons">
      <h2 className="indoor-panel__title">{t('indoor.beacons.title')}</h2>
      <p className="indoor-panel__hint">{t('indoor.beacons.hint')}</p>
      <DataTable className="indoor-beacons" label={t('indoor.beacons.title')}>
        <thead>
          <tr>
            <th>{t('indoor.beacons.id')}</th>
            <th>{t('indoor.beacons.x')}</th>
            <th>{t('indoor.beacons.y')}</th>
            <th>{t('indoor.actions')}</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row, index) => {
            const error = errors.get(row.key);
            return (
              <tr key={row.key} data-testid="indoor-beacon-row" data-index={index}>
                <td>
                  <input className="ui-input" aria-label={t('indoor.beacons.id')} value={row.id} placeholder="AA:BB:CC:DD:EE:FF" onChange={(e) => edit(row.key, 'id', e.target.value)} data-testid="indoor-beacon-id" aria-invalid={error ? true : undefined} />
                  {error ? (
                    <p className="ui-field__error" data-testid="indoor-beacon-error">
                      {t(error)}
                    </p>
                  ) : null}
                </td>
                <td>
                  <input className="ui-input indoor-beacons__num" aria-label={t('indoor.beacons.x')} value={row.x} onChange={(e) => edit(row.key, 'x', e.target.value)} data-testid="indoor-beacon-x" />
                </td>
                <td>
                  <input className="ui-input indoor-beacons__num" aria-label={t('indoor.beacons.y')} value={row.y} onChange={(e) => edit(row.key, 'y', e.target.value)} data-testid="indoor-beacon-y" />
                </td>
                <td className="indoor-beacons__actions">
                  <Button variant={moving === row.key ? 'primary' : 'ghost'} onPress={() => onMove(moving === row.key ? null : row.key)} data-testid="indoor-beacon-move">
                    {t('indoor.beacons.move')}
                  </Button>
                  <Button variant="ghost" onPress={() => setRows((before) => before.filter((other) => other.key !== row.key))} data-testid="indoor-beacon-delete">
                    {t('indoor.delete')}
                  </Button>
                </td>
              </tr>
            );
          })}
        </tbody>
      </DataTable>
      {failure ? (
        <p className="ui-field__error" role="alert" data-testid="indoor-beacons-error">
          {failure}
        </p>
      ) : null}
      <div className="indoor-panel__actions">
        <Button variant="ghost" onPress={add} data-testid="indoor-beacon-add">
          {t('indoor.beacons.add')}
        </Button>
        <Button variant="primary" onPress={() => void save()} data-testid="indoor-beacons-save">
          {t('indoor.beacons.save')}
        </Button>
      </div>
    </section>
  );
}
