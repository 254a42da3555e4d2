import { useState } from 'react';
import { patrolNameProblem, type PatrolPoint, type PatrolRoute } from '../../../../protocol/index.ts';
import { Button, Checkbox, TextField, useT } from '../../../ui/index.ts';
import { addRoute, patrolFailureKey, type PatrolApi } from '../model/patrolApi.ts';

/** Routes: points in the order they are walked (the order they were ticked). */
export function PatrolRoutes({ api, routes, points, onChanged }: { api: PatrolApi; routes: readonly PatrolRoute[]; points: readonly PatrolPoint[]; onChanged: () => void }) {
  const t = useT();
  const [name, setName] = useState('');
  const [chosen, setChosen] = useState<string[]>([]);
  const [error, setError] = useState<string | null>(null);
  const pointName = (id: string) => points.find((point) => point.id === id)?.name ?? id;

  const save = async () => {
    if (patrolNameProblem(name)) return setError(t('patrol.error.routeName'));
    if (chosen.length === 0) return setError(t('patrol.error.routePoints'));
    try {
      await addRoute(api, { name: name.trim(), routePoints: chosen });
      setName('');
      setChosen([]);
      setError(null);
      onChanged();
    } catch (failure) {
      const { key, code } = patrolFailureKey(failure);
      setError(t(key, { code }));
    }
  };

  return (
    <section className="patrol-section" data-testid="patrol-routes">
      <h2>{t('patrol.routes')}</h2>
      <ul className="patrol-list">
        {routes.map((route) => (
          <li key={route.id} data-testid={`patrol-route-${route.id}`}>
            <strong>{route.name}</strong>: {route.routePoints.map(pointName).join(' → ')}
          </li>
        ))}
      </ul>
      <div className="patrol-toolbar">
        <TextField label={t('patrol.route.name')} value={name} onChange={setName} testId="patrol-route-name" />
        <Button variant="primary" onPress={() => void save()} data-testid="patrol-route-save">
          {t('patrol.route.add')}
        </Button>
      </div>
      <div className="patrol-chips" role="group" aria-label={t('patrol.route.points')}>
        {points.map((point) => (
          <Checkbox
            key={point.id}
            isSelected={chosen.includes(point.id)}
            onChange={(on) => setChosen((current) => (on ? [...current, point.id] : current.filter((id) => id !== point.id)))}
            testId={`patrol-route-point-${point.id}`}
          >
            {point.name}
            {chosen.includes(point.id) ? ` (${chosen.indexOf(point.id) + 1})` : ''}
          </Checkbox>
        ))}
      </div>
      {error ? (
        <p className="ui-field__error" role="alert" data-testid="patrol-route-error">
          {error}
        </p>
      ) : null}
    </section>
  );
}
