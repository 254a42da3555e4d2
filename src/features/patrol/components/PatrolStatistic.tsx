import { useEffect, useState } from 'react';
import { Bar, BarChart, CartesianGrid, Legend, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import type { PatrolOrder } from '../../../../protocol/index.ts';
import { Button, DataTable, DateTimeField, useT } from '../../../ui/index.ts';
import { dateText } from '../model/calendar.ts';
import { listOrders, patrolFailureKey, type PatrolApi } from '../model/patrolApi.ts';
import { tallyByDay, tallyByUser, totalOf, type PatrolTally } from '../model/statistics.ts';

function TallyChart({ title, tallies, testId }: { title: string; tallies: readonly PatrolTally[]; testId: string }) {
  const t = useT();
  return (
    <figure className="patrol-chart" data-testid={testId} aria-label={title}>
      <figcaption>{title}</figcaption>
      <ResponsiveContainer width="100%" height={220}>
        <BarChart data={[...tallies]} margin={{ top: 8, right: 8, bottom: 0, left: 0 }} maxBarSize={48}>
          <CartesianGrid strokeDasharray="3 3" strokeOpacity={0.3} />
          <XAxis dataKey="label" tick={{ fontSize: 11 }} />
          <YAxis tick={{ fontSize: 11 }} allowDecimals={false} />
          <Tooltip />
          <Legend />
          <Bar dataKey="normal" stackId="points" name={t('patrol.state.normal')} fill="#43a047" isAnimationActive={false} />
          <Bar dataKey="abnormal" stackId="points" name={t('patrol.state.late')} fill="#fb8c00" isAnimationActive={false} />
          <Bar dataKey="missed" stackId="points" name={t('patrol.state.missed')} fill="#e53935" isAnimationActive={false} />
        </BarChart>
      </ResponsiveContainer>
    </figure>
  );
}

/** SPEC §2 /patrols/patrol-statistic: normal, abnormal and missed points per day and per patrol user over a range. */
export function PatrolStatistic({ api }: { api: PatrolApi }) {
  const t = useT();
  const now = new Date();
  const [from, setFrom] = useState(dateText(new Date(now.getFullYear(), now.getMonth(), 1)));
  const [to, setTo] = useState(dateText(now));
  const [orders, setOrders] = useState<PatrolOrder[] | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [revision, setRevision] = useState(0);

  useEffect(() => {
    if (!from || !to || from > to) {
      setError(t('patrol.error.dateOrder'));
      return;
    }
    listOrders(api, from, to).then(
      (found) => {
        setOrders(found);
        setError(null);
      },
      (failure: unknown) => setError(t(patrolFailureKey(failure).key, { code: patrolFailureKey(failure).code })),
    );
  }, [api, from, to, revision, t]);

  const byDay = orders ? tallyByDay(orders) : [];
  const byUser = orders ? tallyByUser(orders) : [];
  const total = totalOf(byDay);
  return (
    <div className="patrol-screen" data-testid="patrol-statistic" aria-busy={orders === null && error === null}>
      <div className="patrol-toolbar">
        <DateTimeField label={t('patrol.plan.start')} kind="date" value={from} onChange={setFrom} testId="patrol-stat-from" />
        <DateTimeField label={t('patrol.plan.end')} kind="date" value={to} onChange={setTo} testId="patrol-stat-to" />
        <Button variant="ghost" onPress={() => setRevision((value) => value + 1)} data-testid="patrol-stat-refresh">
          {t('patrol.refresh')}
        </Button>
      </div>
      {error ? <p className="ui-field__error" role="alert">{error}</p> : null}
      <dl className="patrol-totals">
        <dt>{t('patrol.state.normal')}</dt>
        <dd data-testid="patrol-total-normal">{total.normal}</dd>
        <dt>{t('patrol.state.late')}</dt>
        <dd data-testid="patrol-total-abnormal">{total.abnormal}</dd>
        <dt>{t('patrol.state.missed')}</dt>
        <dd data-testid="patrol-total-missed">{total.missed}</dd>
      </dl>
      <TallyChart title={t('patrol.stat.byDay')} tallies={byDay} testId="patrol-chart-day" />
      <TallyChart title={t('patrol.stat.byUser')} tallies={byUser} testId="patrol-chart-user" />
      <DataTable className="patrol-table" testId="patrol-stat-users" label={t('patrol.title')}>
        <thead>
          <tr>
            <th>{t('patrol.class.user')}</th>
            <th>{t('patrol.state.normal')}</th>
            <th>{t('patrol.state.late')}</th>
            <th>{t('patrol.state.missed')}</th>
          </tr>
        </thead>
        <tbody>
          {byUser.map((entry) => (
            <tr key={entry.label} data-user={entry.label}>
              <td>{entry.label}</td>
              <td data-testid="patrol-stat-normal">{entry.normal}</td>
              <td data-testid="patrol-stat-abnormal">{entry.abnormal}</td>
              <td data-testid="patrol-stat-missed">{entry.missed}</td>
            </tr>
          ))}
        </tbody>
      </DataTable>
    </div>
  );
}
