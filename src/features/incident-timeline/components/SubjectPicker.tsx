import { useId, useMemo } from 'react';
import { groupsAtom } from '../../../state/eventLog.ts';
import { useAtomValue } from '../../../state/jotai.ts';
import { useT } from '../../../ui/index.ts';
import type { TimelineSubject } from '../model.ts';
import { subjectKey } from '../subject.ts';

export type SubjectPickerProps = {
  /** The terminal the panel was opened for. */
  readonly terminal: { readonly msId: string; readonly name: string };
  readonly subject: TimelineSubject;
  readonly onPick: (key: string) => void;
};

/** A terminal or a group: the panel's terminal, the current subject (a reopened incident's), and every group. Names are network text. */
export function SubjectPicker({ terminal, subject, onPick }: SubjectPickerProps) {
  const t = useT();
  const id = useId();
  const groups = useAtomValue(groupsAtom);
  const sorted = useMemo(() => [...groups.values()].sort((a, b) => a.name.localeCompare(b.name) || a.gid.localeCompare(b.gid)), [groups]);
  const current = subjectKey(subject);
  const own = subjectKey({ kind: 'terminal', id: terminal.msId });
  const extraTerminal = subject.kind === 'terminal' && current !== own;
  const extraGroup = subject.kind === 'group' && !groups.has(subject.id);
  return (
    <label className="ui-field incident-timeline__subject" htmlFor={`${id}-subject`}>
      <span className="ui-field__label">{t('incidentTimeline.subject')}</span>
      <select id={`${id}-subject`} className="ui-input" data-testid="timeline-subject" value={current} onChange={(event) => onPick(event.target.value)}>
        <option value={own}>{t('incidentTimeline.subject.terminal', { name: terminal.name })}</option>
        {extraTerminal && <option value={current}>{t('incidentTimeline.subject.terminal', { name: subject.name })}</option>}
        {extraGroup && <option value={current}>{t('incidentTimeline.subject.group', { name: subject.name })}</option>}
        {sorted.map((group) => (
          <option key={group.gid} value={subjectKey({ kind: 'group', id: group.gid })}>
            {t('incidentTimeline.subject.group', { name: group.name })}
          </option>
        ))}
      </select>
    </label>
  );
}
