import { NavLink } from 'react-router-dom';
import { useT, type MessageKey } from '../../ui/index.ts';
import { PatrolCalendar } from './components/PatrolCalendar.tsx';
import { PatrolPlans } from './components/PatrolPlans.tsx';
import { PatrolPoints } from './components/PatrolPoints.tsx';
import { PatrolStatistic } from './components/PatrolStatistic.tsx';
import type { PatrolApi } from './model/patrolApi.ts';
import { PATROL_SCREENS, patrolPath, type PatrolScreen } from './paths.ts';
import './patrol.css';

const TITLE_KEYS: Readonly<Record<PatrolScreen, MessageKey>> = {
  'patrol-statistic': 'patrol.tab.statistic',
  'patrol-point': 'patrol.tab.point',
  'patrol-plan': 'patrol.tab.plan',
  'patrol-calendar': 'patrol.tab.calendar',
};

/** The patrol module (SPEC §2 /patrols): four screens under one tab bar. */
export function PatrolPage({ api, screen }: { api: PatrolApi; screen: PatrolScreen }) {
  const t = useT();
  return (
    <section className="patrol" data-testid="patrol">
      <header className="patrol__header">
        <h1 className="patrol__title">{t('patrol.title')}</h1>
        <nav className="patrol__tabs" aria-label={t('patrol.title')}>
          {PATROL_SCREENS.map((id) => (
            <NavLink key={id} to={patrolPath(id)} className="patrol__tab" data-testid={`patrol-tab-${id}`}>
              {t(TITLE_KEYS[id])}
            </NavLink>
          ))}
        </nav>
      </header>
      {screen === 'patrol-statistic' ? <PatrolStatistic api={api} /> : null}
      {screen === 'patrol-point' ? <PatrolPoints api={api} /> : null}
      {screen === 'patrol-plan' ? <PatrolPlans api={api} /> : null}
      {screen === 'patrol-calendar' ? <PatrolCalendar api={api} /> : null}
    </section>
  );
}
