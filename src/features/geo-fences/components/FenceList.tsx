import { useState } from 'react';
import type { Fence } from '../../../../protocol/index.ts';
import { useAtomValue, useSetAtom } from '../../../state/jotai.ts';
import { Button, useIntl, useT } from '../../../ui/index.ts';
import { editingFenceAtom, fenceDraftAtom, fencesAtom, fencesPanelAtom } from '../atoms.ts';
import { deleteFence, draftOfShape, failureKey, type FenceDs } from '../model.ts';
import type { MessageKey } from '../../../ui/index.ts';
import { FenceTerminals } from './FenceTerminals.tsx';

/** The fence list tab: name, type, shape, terminals, creator; edit (opens set-up) and delete (confirmed). */
export function FenceList({ ds }: { ds: FenceDs }) {
  const t = useT();
  const intl = useIntl();
  const fences = useAtomValue(fencesAtom);
  const setPanel = useSetAtom(fencesPanelAtom);
  const setEditing = useSetAtom(editingFenceAtom);
  const setDraft = useSetAtom(fenceDraftAtom);
  const [confirming, setConfirming] = useState<string | null>(null);
  const [showing, setShowing] = useState<string | null>(null);
  const [error, setError] = useState<MessageKey | null>(null);

  const edit = (fence: Fence) => {
    setEditing(fence);
    setDraft(draftOfShape(fence.shape));
    setPanel({ open: true, tab: 'setup' });
  };
  const remove = async (fence: Fence) => {
    setError(null);
    try {
      await deleteFence(ds, fence.fenceid);
      setConfirming(null);
    } catch (failure) {
      setError(failureKey(failure));
    }
  };

  if (fences.length === 0) return <p className="geo-fences__empty">{t('geoFences.list.empty')}</p>;
  return (
    <>
      {error && (
        <p className="ui-field__error" role="alert" data-testid="fence-list-error">
          {t(error)}
        </p>
      )}
      <ul className="geo-fences__list" data-testid="fence-list">
        {fences.map((fence) => (
          <li key={fence.fenceid} className="geo-fences__item" data-testid="fence-row" data-fence-id={fence.fenceid} data-fence-type={fence.type}>
            <div className="geo-fences__item-main">
              <strong className="geo-fences__name">{fence.name}</strong>
              <span className={`geo-fences__type geo-fences__type--${fence.type}`}>{t(fence.type === 'in' ? 'geoFences.type.in' : 'geoFences.type.out')}</span>
            </div>
            <div className="geo-fences__meta">
              {t(fence.shape.kind === 'circle' ? 'geoFences.shape.circle' : 'geoFences.shape.polygon')} ·{' '}
              {t('geoFences.list.terminals', { count: fence.terminals.length })} · {fence.creatorName} ·{' '}
              {intl.formatDate(fence.time, { dateStyle: 'short', timeStyle: 'short' })}
            </div>
            {confirming === fence.fenceid ? (
              <div className="geo-fences__actions" role="group" aria-label={t('geoFences.delete.confirm', { name: fence.name })}>
                <span>{t('geoFences.delete.confirm', { name: fence.name })}</span>
                <Button variant="danger" onPress={() => void remove(fence)} data-testid="fence-delete-confirm">
                  {t('geoFences.delete')}
                </Button>
                <Button variant="ghost" onPress={() => setConfirming(null)}>
                  {t('geoFences.cancel')}
                </Button>
              </div>
            ) : (
              <div className="geo-fences__actions">
                <Button variant="ghost" onPress={() => setShowing(showing === fence.fenceid ? null : fence.fenceid)} data-testid="fence-show-terminals">
                  {t('geoFences.list.showTerminals')}
                </Button>
                <Button variant="ghost" onPress={() => edit(fence)} data-testid="fence-edit">
                  {t('geoFences.edit')}
                </Button>
                <Button variant="ghost" onPress={() => setConfirming(fence.fenceid)} data-testid="fence-delete">
                  {t('geoFences.delete')}
                </Button>
              </div>
            )}
            {showing === fence.fenceid && <FenceTerminals ds={ds} fenceid={fence.fenceid} />}
          </li>
        ))}
      </ul>
    </>
  );
}
