import { useEffect, useMemo, useState } from 'react';
import type { PatrolOrder } from '../../../../protocol/index.ts';
import { Button, useIntl, useT } from '../../../ui/index.ts';
import { gridRange, monthGrid } from '../model/calendar.ts';
import { listOrders, patrolFailureKey, type PatrolApi } from '../model/patrolApi.ts';
import { OrderPoints } from './OrderPoints.tsx';

/** SPEC §2 /patrols/patrol-calendar: a month of 42 cells with each day's orders; an order opens its points. */
export function PatrolCalendar({ api }: { api: PatrolApi }) {
  const t = useT();
  const intl = useIntl();
  const [month, setMonth] = useState(() => ({ year: new Date().getFullYear(), month: new Date().getMonth() }));
  const [orders, setOrders] = useState<PatrolOrder[] | null>(null);
  const [open, setOpen] = useState<PatrolOrder | null>(null);
  const [error, setError] = useState<string | null>(null);
  const cells = useMemo(() => monthGrid(month.year, month.month), [month]);

  useEffect(() => {
    const range = gridRange(month.year, month.month);
    listOrders(api, range.from, range.to).then(
      (found) => {
        setOrders(found);
        setError(null);
      },
      (failure: unknown) => setError(t(patrolFailureKey(failure).key, { code: patrolFailureKey(failure).code })),
    );
  }, [api, month, t]);

  const move = (by: number) => setMonth((current) => ({ year: new Date(current.year, current.month + by).getFullYear(), month: new Date(current.year, current.month + by).getMonth() }));
  const byDate = new Map<string, PatrolOrder[]>();
  for (const order of orders ?? []) byDate.set(order.date, [...(byDate.get(order.date) ?? []), order]);
  const weeks = Array.from({ length: cells.length / 7 }, (_, index) => cells.slice(index * 7, index * 7 + 7));
  const weekdays = cells.slice(0, 7).map((cell) => intl.formatDate(new Date(`${cell.date}T12:00:00`), { weekday: 'short' }));

  return (
    <div className="patrol-screen" data-testid="patrol-calendar" aria-busy={orders === null && error === null}>
      <div className="patrol-toolbar">
        <Button variant="ghost" onPress={() => move(-1)} data-testid="patrol-month-previous">
          {t('patrol.calendar.previous')}
        </Button>
        <h2 data-testid="patrol-month">{intl.formatDate(new Date(month.year, month.month, 1), { year: 'numeric', month: 'long' })}</h2>
        <Button variant="ghost" onPress={() => move(1)} data-testid="patrol-month-next">
          {t('patrol.calendar.next')}
        </Button>
      </div>
      {error ? <p className="ui-field__error" role="alert">{error}</p> : null}
      {/* A table: weekdays head the columns, each week is a row (a plain table: the days take no arrow-key navigation). */}
      <table className="patrol-calendar" aria-label={t('patrol.calendar')}>
        <thead>
          <tr>
            {weekdays.map((day) => (
              <th key={day} scope="col" className="patrol-calendar__weekday">
                {day}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {weeks.map((week) => (
            <tr key={week[0]!.date}>
              {week.map((cell) => (
                <td key={cell.date} className={`patrol-calendar__cell${cell.inMonth ? '' : ' patrol-calendar__cell--other'}`} data-testid={`patrol-day-${cell.date}`} data-orders={byDate.get(cell.date)?.length ?? 0}>
                  <span className="patrol-calendar__day">{cell.day}</span>
                  {(byDate.get(cell.date) ?? []).map((order) => (
                    <button
                      key={order.id}
                      type="button"
                      className={`patrol-order${order.missed + order.late > 0 ? ' patrol-order--abnormal' : ''}`}
                      onClick={() => setOpen(order)}
                      data-testid={`patrol-order-${order.id}`}
                      title={t('patrol.order.summary', { normal: order.normal, abnormal: order.late + order.missed, waiting: order.waiting })}
                    >
                      {order.startTime} {order.userName} · {order.normal}/{order.normal + order.late + order.missed + order.waiting}
                    </button>
                  ))}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
      {open ? <OrderPoints key={open.id} api={api} order={open} /> : null}
    </div>
  );
}
