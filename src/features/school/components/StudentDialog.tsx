import { useState } from 'react';
import { SchoolLimits, StudentSex, type Student, type StudentDraft } from '../../../../protocol/index.ts';
import { Button, Dialog, DialogBody, DialogFooter, SelectField, TextField, useT, type MessageKey } from '../../../ui/index.ts';
import { avatarOf, problemValues, saveStudent, studentFormErrors, type SchoolDs } from '../model/model.ts';

type Props = { ds: SchoolDs; student: Student | null; onClose: () => void; onSaved: () => void };

const draftOf = (student: Student | null): StudentDraft =>
  student
    ? { studentNum: student.studentNum, studentName: student.studentName, studentAvatar: student.studentAvatar, studentBirth: student.studentBirth, studentSex: student.studentSex, guardianName: student.guardianName, guardianPhone: student.guardianPhone }
    : { studentNum: '', studentName: '', studentAvatar: '', studentBirth: '', studentSex: '', guardianName: '', guardianPhone: '' };

/** Adds or edits a student (SPEC §3 fields), with the platform's rules checked before sending. */
export function StudentDialog({ ds, student, onClose, onSaved }: Props) {
  const t = useT();
  const [draft, setDraft] = useState<StudentDraft>(() => draftOf(student));
  const [touched, setTouched] = useState(false);
  const [avatarError, setAvatarError] = useState<MessageKey | null>(null);
  const [server, setServer] = useState<{ key: MessageKey; field?: string } | null>(null);
  const [busy, setBusy] = useState(false);
  const errors = studentFormErrors(draft);
  const shown = (field: keyof StudentDraft): string | null => {
    if (field === 'studentAvatar' && avatarError) return t(avatarError, problemValues);
    const values = { ...problemValues, max: field === 'studentNum' ? SchoolLimits.numMax : SchoolLimits.nameMax };
    const key = touched ? errors[field] : undefined;
    if (key) return t(key, values);
    return server?.field === field ? t(server.key, values) : null;
  };
  const set = (field: keyof StudentDraft) => (value: string) => {
    setServer(null);
    setDraft((before) => ({ ...before, [field]: value }));
  };
  const pick = async (file: File | undefined) => {
    if (!file) return;
    const result = await avatarOf(file);
    // A refused file leaves the avatar as it was.
    if (!result.ok) return setAvatarError(result.key);
    setAvatarError(null);
    set('studentAvatar')(result.url);
  };
  const submit = async () => {
    setTouched(true);
    if (Object.keys(errors).length > 0) return;
    setBusy(true);
    const outcome = await saveStudent(ds, student?.id ?? null, draft);
    setBusy(false);
    if (!outcome.ok) return setServer({ key: outcome.key, ...(outcome.field ? { field: outcome.field } : {}) });
    onSaved();
    onClose();
  };
  const field = (name: keyof StudentDraft, label: MessageKey, extra: { placeholder?: string; autoFocus?: boolean } = {}) => (
    <TextField label={t(label)} value={draft[name]} onChange={set(name)} error={shown(name)} testId={`student-${name}`} {...extra} />
  );
  return (
    <Dialog isOpen onOpenChange={(open) => !open && onClose()} title={t(student ? 'school.student.edit' : 'school.student.add')} closeLabel={t('school.cancel')} testId="student-dialog">
      <DialogBody>
        {field('studentNum', 'school.field.studentNum', { autoFocus: true })}
        {field('studentName', 'school.field.studentName')}
        <div className="school__avatar-field">
          <span className="ui-field__label">{t('school.field.studentAvatar')}</span>
          {draft.studentAvatar ? <img className="school__avatar" src={draft.studentAvatar} alt={t('school.field.studentAvatar')} data-testid="student-avatar-preview" /> : null}
          <input type="file" accept="image/png,image/jpeg" aria-label={t('school.field.studentAvatar')} data-testid="student-avatar" onChange={(event) => void pick(event.target.files?.[0])} />
          <span className="ui-field__description">{t('school.avatar.rule', problemValues)}</span>
          {shown('studentAvatar') ? (
            <span className="ui-field__error" role="alert" data-testid="student-avatar-error">
              {shown('studentAvatar')}
            </span>
          ) : null}
        </div>
        {field('studentBirth', 'school.field.studentBirth', { placeholder: 'yyyy-mm-dd' })}
        <SelectField
          label={t('school.field.studentSex')}
          value={draft.studentSex}
          options={[
            { value: '', label: t('school.sex.choose') },
            { value: StudentSex.Male, label: t('school.sex.male') },
            { value: StudentSex.Female, label: t('school.sex.female') },
          ]}
          onChange={set('studentSex')}
          testId="student-studentSex"
        />
        {shown('studentSex') ? (
          <span className="ui-field__error" role="alert" data-testid="student-sex-error">
            {shown('studentSex')}
          </span>
        ) : null}
        {field('guardianName', 'school.field.guardianName')}
        {field('guardianPhone', 'school.field.guardianPhone')}
        {server && !server.field ? (
          <p className="ui-field__error" role="alert" data-testid="student-dialog-error">
            {t(server.key, problemValues)}
          </p>
        ) : null}
      </DialogBody>
      <DialogFooter>
        <Button variant="ghost" onPress={onClose}>
          {t('school.cancel')}
        </Button>
        <Button variant="primary" onPress={() => void submit()} isDisabled={busy} data-testid="student-save">
          {t('school.save')}
        </Button>
      </DialogFooter>
    </Dialog>
  );
}
