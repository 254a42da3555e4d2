import { useState } from 'react';
import { planProblems, type PatrolRoute, type PatrolUser, type PlanClass } from '../../../../protocol/index.ts';
import { Button, DateTimeField, TextField, useFormProblems, useT, type MessageKey } from '../../../ui/index.ts';
import { dateText } from '../model/calendar.ts';
import { addPlan, patrolFailureKey, type PatrolApi } from '../model/patrolApi.ts';

const PROBLEM_KEYS: Readonly<Record<string, MessageKey>> = {
  'name:required': 'patrol.error.planName',
  'name:tooLong': 'patrol.error.tooLong',
  'name:control': 'patrol.error.control',
  'dates:required': 'patrol.error.dates',
  'dates:order': 'patrol.error.dateOrder',
  'dates:tooLong': 'patrol.error.dateSpan',
  'routeId:required': 'patrol.error.route',
  'classes:required': 'patrol.error.classes',
  'classes:tooMany': 'patrol.error.classes',
  'classes:user': 'patrol.error.classUser',
  'classes:times': 'patrol.error.classTimes',
};

/** A plan (SPEC §3: model 2, date range, route, classes, type 0); each class has its patrol user. */
export function PlanForm({ api, routes, users, onSaved }: { api: PatrolApi; routes: readonly PatrolRoute[]; users: readonly PatrolUser[]; onSaved: () => void }) {
  const t = useT();
  const today = dateText(new Date());
  const [name, setName] = useState('');
  const [startDate, setStartDate] = useState(today);
  const [endDate, setEndDate] = useState(today);
  const [routeId, setRouteId] = useState('');
  const [classes, setClasses] = useState<PlanClass[]>([{ startTime: '08:00', endTime: '12:00', userId: '' }]);
  const { problems: errors, check, set: setErrors } = useFormProblems<string[]>([]);

  const setClass = (index: number, change: Partial<PlanClass>) => setClasses((current) => current.map((item, at) => (at === index ? { ...item, ...change } : item)));
  const save = async () => {
    const plan = { name: name.trim(), startDate, endDate, routeId, classes };
    if (!check(Object.entries(planProblems(plan)).map(([field, problem]) => t(PROBLEM_KEYS[`${field}:${problem}`] ?? 'patrol.error.required')))) return;
    try {
      await addPlan(api, plan);
      setName('');
      onSaved();
    } catch (failure) {
      const { key, code } = patrolFailureKey(failure);
      setErrors([t(key === 'patrol.error.nameTaken' ? 'patrol.error.planTaken' : key, { code })]);
    }
  };

  return (
    <div className="patrol-form" data-testid="patrol-plan-form">
      <div className="patrol-toolbar">
        <TextField label={t('patrol.plan.name')} value={name} onChange={setName} testId="patrol-plan-name" />
        <DateTimeField label={t('patrol.plan.start')} kind="date" value={startDate} onChange={setStartDate} testId="patrol-plan-start" />
        <DateTimeField label={t('patrol.plan.end')} kind="date" value={endDate} onChange={setEndDate} testId="patrol-plan-end" />
        <label className="ui-field">
          <span className="ui-field__label">{t('patrol.plan.route')}</span>
          <select className="ui-select" value={routeId} onChange={(event) => setRouteId(event.target.value)} data-testid="patrol-plan-route">
            <option value="">—</option>
            {routes.map((route) => (
              <option key={route.id} value={route.id}>
                {route.name}
              </option>
            ))}
          </select>
        </label>
      </div>
      {classes.map((item, index) => (
        <div className="patrol-toolbar" key={index} data-testid={`patrol-class-${index}`}>
          <DateTimeField label={t('patrol.class.start')} kind="time" value={item.startTime} onChange={(startTime) => setClass(index, { startTime })} testId="patrol-class-start" />
          <DateTimeField label={t('patrol.class.end')} kind="time" value={item.endTime} onChange={(endTime) => setClass(index, { endTime })} testId="patrol-class-end" />
          <label className="ui-field">
            <span className="ui-field__label">{t('patrol.class.user')}</span>
            <select className="ui-select" value={item.userId} onChange={(event) => setClass(index, { userId: event.target.value })} data-testid="patrol-class-user">
              <option value="">—</option>
              {users.map((user) => (
                <option key={user.id} value={user.id}>
                  {user.name}
                </option>
              ))}
            </select>
          </label>
          {classes.length > 1 ? (
            <Button variant="ghost" onPress={() => setClasses((current) => current.filter((_, at) => at !== index))}>
              {t('patrol.class.remove')}
            </Button>
          ) : null}
        </div>
      ))}
      <div className="patrol-toolbar">
        <Button variant="ghost" onPress={() => setClasses((current) => [...current, { startTime: '13:00', endTime: '17:00', userId: '' }])} data-testid="patrol-class-add">
          {t('patrol.class.add')}
        </Button>
        <Button variant="primary" onPress={() => void save()} data-testid="patrol-plan-save">
          {t('patrol.plan.add')}
        </Button>
      </div>
      {errors.map((error) => (
        <p key={error} className="ui-field__error" role="alert" data-testid="patrol-plan-error">
          {error}
        </p>
      ))}
    </div>
  );
}
