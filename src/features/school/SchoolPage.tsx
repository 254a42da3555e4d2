import { useState } from 'react';
import type { Student } from '../../../protocol/index.ts';
import { Button, DataTable, Tab, TabList, TabPanel, Tabs, useAsyncEffect, useT, type MessageKey } from '../../ui/index.ts';
import { CarPanel } from './components/CarPanel.tsx';
import { PunchPanel } from './components/PunchPanel.tsx';
import { StudentDialog } from './components/StudentDialog.tsx';
import { deleteStudent, loadStudents, type SchoolDs } from './model/model.ts';

type Tab = 'students' | 'punches' | 'cars';
const TABS: readonly [Tab, MessageKey][] = [
  ['students', 'school.tab.students'],
  ['punches', 'school.tab.punches'],
  ['cars', 'school.tab.cars'],
];

/** School (SPEC §1 extra module, §3): students, their punch records and the school cars. */
export function SchoolPage({ ds }: { ds: SchoolDs }) {
  const t = useT();
  const [tab, setTab] = useState<Tab>('students');
  const [students, setStudents] = useState<Student[] | null>(null);
  const [failed, setFailed] = useState(false);
  const [editing, setEditing] = useState<{ student: Student | null } | null>(null);
  const [deleting, setDeleting] = useState<Student | null>(null);
  const [note, setNote] = useState<MessageKey | null>(null);

  const reload = useAsyncEffect(
    () => loadStudents(ds),
    (list) => {
      setStudents(list);
      setFailed(false);
    },
    () => setFailed(true),
    [ds],
  );

  const remove = async (student: Student) => {
    setDeleting(null);
    const outcome = await deleteStudent(ds, student.id);
    setNote(outcome.ok ? null : outcome.key);
    reload();
  };

  return (
    <section className="school" data-testid="school-page" aria-busy={students === null && !failed}>
      <Tabs selected={tab} onSelect={setTab}>
        <header className="school__header">
          <h1 className="school__title">{t('school.title')}</h1>
          <TabList label={t('school.title')} className="school__tabs">
            {TABS.map(([id, key]) => (
              <Tab key={id} id={id} testId={`school-tab-${id}`}>
                {t(key)}
              </Tab>
            ))}
          </TabList>
        </header>
        {failed ? <p className="ui-field__error" role="alert">{t('school.error.load')}</p> : null}
        {note ? <p className="ui-field__error" role="alert">{t(note)}</p> : null}
        <TabPanel id="students" testId="school-students">
          <div className="school__bar">
            <Button variant="primary" onPress={() => setEditing({ student: null })} data-testid="student-add">
              {t('school.student.add')}
            </Button>
          </div>
          {students && students.length === 0 ? <p className="school__hint">{t('school.student.empty')}</p> : null}
          {students && students.length > 0 ? (
            <DataTable className="school__table" label={t('school.title')}>
              <thead>
                <tr>
                  <th>{t('school.field.studentAvatar')}</th>
                  <th>{t('school.field.studentNum')}</th>
                  <th>{t('school.field.studentName')}</th>
                  <th>{t('school.field.studentBirth')}</th>
                  <th>{t('school.field.studentSex')}</th>
                  <th>{t('school.field.guardianName')}</th>
                  <th>{t('school.field.guardianPhone')}</th>
                  <th />
                </tr>
              </thead>
              <tbody>
                {students.map((student) => (
                  <tr key={student.id} data-testid="student-row">
                    <td>{student.studentAvatar ? <img className="school__avatar" src={student.studentAvatar} alt={student.studentName} data-testid="student-row-avatar" /> : null}</td>
                    <td>{student.studentNum}</td>
                    <td>{student.studentName}</td>
                    <td>{student.studentBirth}</td>
                    <td>{t(student.studentSex === 'female' ? 'school.sex.female' : 'school.sex.male')}</td>
                    <td>{student.guardianName}</td>
                    <td>{student.guardianPhone}</td>
                    <td className="school__actions">
                      <Button variant="ghost" onPress={() => setEditing({ student })} data-testid="student-edit">
                        {t('school.edit')}
                      </Button>
                      {deleting?.id === student.id ? (
                        <Button variant="danger" onPress={() => void remove(student)} data-testid="student-delete-confirm">
                          {t('school.confirmDelete')}
                        </Button>
                      ) : (
                        <Button variant="danger" onPress={() => setDeleting(student)} data-testid="student-delete">
                          {t('school.delete')}
                        </Button>
                      )}
                    </td>
                  </tr>
                ))}
              </tbody>
            </DataTable>
          ) : null}
        </TabPanel>
        <TabPanel id="punches">
          <PunchPanel ds={ds} students={students ?? []} />
        </TabPanel>
        <TabPanel id="cars">
          <CarPanel ds={ds} />
        </TabPanel>
      </Tabs>
      {editing ? <StudentDialog ds={ds} student={editing.student} onClose={() => setEditing(null)} onSaved={reload} /> : null}
    </section>
  );
}
