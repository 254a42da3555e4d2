import { useState } from 'react';
import { SchoolLimits, type SchoolPunch, type Student } from '../../../../protocol/index.ts';
import { Button, DataTable, DateTimeField, SelectField, useAsyncEffect, useT, type MessageKey } from '../../../ui/index.ts';
import { loadPunches, rangeError, todayRange, type SchoolDs } from '../model/model.ts';

/** Punch records by student and time range (SPEC §5 time range rules). */
export function PunchPanel({ ds, students }: { ds: SchoolDs; students: readonly Student[] }) {
  const t = useT();
  const [query, setQuery] = useState(() => ({ studentId: '', ...todayRange() }));
  const [punches, setPunches] = useState<SchoolPunch[] | null>(null);
  const [error, setError] = useState<MessageKey | null>(null);
  const byId = new Map(students.map((student) => [student.id, student]));

  // Runs on the search button (a reload) and when opened, not on each keystroke.
  const search = useAsyncEffect(
    () => {
      const problem = rangeError(query.start, query.end);
      setError(problem);
      return problem ? undefined : loadPunches(ds, query);
    },
    setPunches,
    () => setError('school.error.load'),
    [ds],
  );

  return (
    <div data-testid="school-punches">
      <div className="school__bar">
        <SelectField
          label={t('school.punch.student')}
          value={query.studentId}
          options={[{ value: '', label: t('school.punch.allStudents') }, ...students.map((student) => ({ value: student.id, label: `${student.studentNum} ${student.studentName}` }))]}
          onChange={(studentId) => setQuery((before) => ({ ...before, studentId }))}
          testId="punch-student"
        />
        <DateTimeField label={t('school.punch.start')} kind="minute" value={query.start} onChange={(start) => setQuery((before) => ({ ...before, start }))} testId="punch-start" />
        <DateTimeField label={t('school.punch.end')} kind="minute" value={query.end} onChange={(end) => setQuery((before) => ({ ...before, end }))} testId="punch-end" />
        <Button variant="primary" onPress={search} data-testid="punch-search">
          {t('school.punch.search')}
        </Button>
      </div>
      {error ? (
        <p className="ui-field__error" role="alert" data-testid="punch-error">
          {t(error, { max: SchoolLimits.maxSpanMs / 86_400_000 })}
        </p>
      ) : null}
      {punches && punches.length === 0 && !error ? <p className="school__hint">{t('school.punch.empty')}</p> : null}
      {punches && punches.length > 0 && !error ? (
        <DataTable className="school__table" label={t('school.title')}>
          <thead>
            <tr>
              <th>{t('school.field.studentNum')}</th>
              <th>{t('school.field.studentName')}</th>
              <th>{t('school.punch.kind')}</th>
              <th>{t('school.punch.terminal')}</th>
              <th>{t('school.punch.time')}</th>
            </tr>
          </thead>
          <tbody>
            {punches.map((punch) => (
              <tr key={punch.id} data-testid="punch-row">
                <td>{punch.studentNum}</td>
                <td>{byId.get(punch.studentId)?.studentName ?? ''}</td>
                <td>{t(punch.kind === 'in' ? 'school.punch.in' : 'school.punch.out')}</td>
                <td>{punch.msId}</td>
                <td>{new Date(punch.time).toLocaleString()}</td>
              </tr>
            ))}
          </tbody>
        </DataTable>
      ) : null}
    </div>
  );
}
