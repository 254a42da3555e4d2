import { useEffect, useState } from 'react';
import { OrderPointState, type OrderPoint, type PatrolOrder } from '../../../../protocol/index.ts';
import { useIntl, useT, type MessageKey } from '../../../ui/index.ts';
import { orderPoints, patrolFailureKey, type PatrolApi } from '../model/patrolApi.ts';

const STATE_CLASS = { [OrderPointState.Waiting]: 'waiting', [OrderPointState.Normal]: 'normal', [OrderPointState.Abnormal]: 'abnormal' } as const;
const stateKey = (point: OrderPoint): MessageKey =>
  point.state === OrderPointState.Normal ? 'patrol.state.normal' : point.state === OrderPointState.Waiting ? 'patrol.state.waiting' : point.reason === 'late' ? 'patrol.state.late' : 'patrol.state.missed';

/** One order's points with their results (SPEC §4: waiting, normal, abnormal). */
export function OrderPoints({ api, order }: { api: PatrolApi; order: PatrolOrder }) {
  const t = useT();
  const intl = useIntl();
  const [points, setPoints] = useState<OrderPoint[] | null>(null);
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    orderPoints(api, order.id).then(setPoints, (failure: unknown) => setError(t(patrolFailureKey(failure).key, { code: patrolFailureKey(failure).code })));
  }, [api, order.id, t]);

  return (
    <section className="patrol-section" data-testid="patrol-order-points" aria-label={t('patrol.order.points')}>
      <h3>
        {order.planName} · {order.date} {order.startTime}–{order.endTime} · {order.userName}
      </h3>
      {error ? <p className="ui-field__error" role="alert">{error}</p> : null}
      <ol className="patrol-list">
        {points?.map((point) => (
          <li key={point.pointId} data-testid={`patrol-order-point-${point.pointId}`} data-state={STATE_CLASS[point.state]}>
            <span>{point.name}</span> <span className={`patrol-state patrol-state--${STATE_CLASS[point.state]}`}>{t(stateKey(point))}</span>
            {point.punchTime !== null ? <span> {intl.formatTime(point.punchTime)}</span> : null}
          </li>
        ))}
      </ol>
    </section>
  );
}
