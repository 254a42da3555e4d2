import { useCallback, useEffect, useState } from 'react';
import type { PatrolPlan, PatrolPoint, PatrolRoute, PatrolUser } from '../../../../protocol/index.ts';
import { Button, Checkbox, DataTable, useT, useToast } from '../../../ui/index.ts';
import { dateText } from '../model/calendar.ts';
import { deletePlans, listPlans, listPoints, listRoutes, listUsers, patrolFailureKey, type PatrolApi } from '../model/patrolApi.ts';
import { PatrolRoutes } from './PatrolRoutes.tsx';
import { PatrolUsers } from './PatrolUsers.tsx';
import { PlanForm } from './PlanForm.tsx';

type PlanData = { points: PatrolPoint[]; routes: PatrolRoute[]; users: PatrolUser[]; plans: PatrolPlan[] };

/** Plans from a month back to a year ahead. */
const planRange = () => {
  const now = new Date();
  return { from: dateText(new Date(now.getFullYear(), now.getMonth() - 1, now.getDate())), to: dateText(new Date(now.getFullYear() + 1, now.getMonth(), now.getDate())) };
};

/** SPEC §2 /patrols/patrol-plan: patrol users, routes and plans (batch delete). */
export function PatrolPlans({ api }: { api: PatrolApi }) {
  const t = useT();
  const toast = useToast();
  const [data, setData] = useState<PlanData | null>(null);
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const [error, setError] = useState<string | null>(null);
  const fail = useCallback(
    (failure: unknown) => {
      const { key, code } = patrolFailureKey(failure);
      setError(t(key, { code }));
    },
    [t],
  );

  const load = useCallback(() => {
    const range = planRange();
    Promise.all([listPoints(api), listRoutes(api), listUsers(api), listPlans(api, range.from, range.to)]).then(([points, routes, users, plans]) => setData({ points, routes, users, plans }), fail);
  }, [api, fail]);
  useEffect(load, [load]);

  const removeSelected = async () => {
    try {
      await deletePlans(api, [...selected]);
      toast({ tone: 'success', text: t('patrol.deleted', { count: selected.size }) });
      setSelected(new Set());
    } catch (failure) {
      fail(failure);
    }
    load();
  };

  if (!data) return <div className="patrol-screen" aria-busy={error === null}>{error ? <p className="ui-field__error" role="alert">{error}</p> : null}</div>;
  const routeName = (id: string) => data.routes.find((route) => route.id === id)?.name ?? '';
  const userName = (id: string) => data.users.find((user) => user.id === id)?.name ?? id;
  return (
    <div className="patrol-screen" data-testid="patrol-plans">
      <PatrolUsers api={api} users={data.users} onChanged={load} />
      <PatrolRoutes api={api} routes={data.routes} points={data.points} onChanged={load} />
      <section className="patrol-section">
        <h2>{t('patrol.plans')}</h2>
        <PlanForm api={api} routes={data.routes} users={data.users} onSaved={() => {
          toast({ tone: 'success', text: t('patrol.saved') });
          load();
        }} />
        <div className="patrol-toolbar">
          <Button variant="ghost" isDisabled={selected.size === 0} onPress={() => void removeSelected()} data-testid="patrol-plan-delete">
            {t('patrol.deleteSelected', { count: selected.size })}
          </Button>
        </div>
        {error ? <p className="ui-field__error" role="alert">{error}</p> : null}
        <DataTable className="patrol-table" label={t('patrol.title')}>
          <thead>
            <tr>
              <th />
              <th>{t('patrol.plan.name')}</th>
              <th>{t('patrol.plan.dates')}</th>
              <th>{t('patrol.plan.route')}</th>
              <th>{t('patrol.plan.classes')}</th>
            </tr>
          </thead>
          <tbody>
            {data.plans.map((plan) => (
              <tr key={plan.id} data-testid={`patrol-plan-${plan.id}`} data-name={plan.name}>
                <td>
                  <Checkbox isSelected={selected.has(plan.id)} onChange={(on) => setSelected((current) => new Set(on ? [...current, plan.id] : [...current].filter((id) => id !== plan.id)))} testId="patrol-plan-select">
                    <span className="visually-hidden">{plan.name}</span>
                  </Checkbox>
                </td>
                <td>{plan.name}</td>
                <td>
                  {plan.startDate} – {plan.endDate}
                </td>
                <td>{routeName(plan.routeId)}</td>
                <td>{plan.classes.map((item) => `${item.startTime}–${item.endTime} ${userName(item.userId)}`).join(', ')}</td>
              </tr>
            ))}
          </tbody>
        </DataTable>
      </section>
    </div>
  );
}
