import { Button, useT } from '../../../ui/index.ts';
import type { LngLat } from '../model/coordinates.ts';
import { pathLength } from '../model/ranging.ts';
import { useDistanceText } from './RangingLayer.tsx';

/** While ranging: how to use it, the total length, undo the last point, clear all. */
export function RangingPanel({ points, onUndo, onClear }: { points: readonly LngLat[]; onUndo: () => void; onClear: () => void }) {
  const t = useT();
  const total = pathLength(points);
  const text = useDistanceText(total);
  return (
    <section className="maps-ranging" data-testid="ranging-panel" data-total-m={total} data-points={points.length} aria-label={t('maps.tools.ranging')}>
      <p className="maps-ranging__hint">{t('maps.ranging.hint')}</p>
      <p className="maps-ranging__total" role="status">
        {t('maps.ranging.total')} <strong data-testid="ranging-total">{text}</strong>
      </p>
      <div className="maps-ranging__actions">
        <Button variant="ghost" isDisabled={points.length === 0} onPress={onUndo} data-testid="ranging-undo">
          {t('maps.ranging.undo')}
        </Button>
        <Button variant="ghost" isDisabled={points.length === 0} onPress={onClear} data-testid="ranging-clear">
          {t('maps.ranging.clear')}
        </Button>
      </div>
    </section>
  );
}
