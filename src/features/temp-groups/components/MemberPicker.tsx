import { useMemo, useState } from 'react';
import type { TerminalRecord } from '../../../state/fleet.ts';
import { Checkbox, SearchField, useT } from '../../../ui/index.ts';
import { pickerRows } from '../model/model.ts';

type MemberPickerProps = {
  terminals: ReadonlyMap<string, TerminalRecord>;
  chosen: ReadonlySet<string>;
  onChange: (chosen: ReadonlySet<string>) => void;
  /** A terminal the picker does not offer (the creator of a new group, added by the platform). */
  exclude: string | null;
  /** Localised problem shown under the list; marks the group invalid. */
  error: string | null;
};

/** Terminals of any group, searched by name or ID, each with a checkbox; the chosen stay on top. */
export function MemberPicker({ terminals, chosen, onChange, exclude, error }: MemberPickerProps) {
  const t = useT();
  const [query, setQuery] = useState('');
  const { rows, more } = useMemo(() => pickerRows(terminals.values(), chosen, query, exclude), [terminals, chosen, query, exclude]);
  const toggle = (msId: string, selected: boolean) => {
    const next = new Set(chosen);
    if (selected) next.add(msId);
    else next.delete(msId);
    onChange(next);
  };
  return (
    <div className="temp-picker">
      <div className="temp-picker__head">
        <span className="ui-field__label" id="temp-picker-label">
          {t('tempGroups.members')}
        </span>
        <span className="temp-picker__count" data-testid="temp-group-selected">
          {t('tempGroups.selected', { count: chosen.size })}
        </span>
      </div>
      <SearchField label={t('tempGroups.search')} placeholder={t('tempGroups.search')} clearLabel={t('common.clear')} value={query} onChange={setQuery} testId="temp-group-search" />
      <div className="temp-picker__list" role="group" aria-labelledby="temp-picker-label" aria-invalid={error ? true : undefined} data-testid="temp-group-picker">
        {rows.length === 0 ? <p className="temp-picker__empty">{t('tempGroups.noMatch')}</p> : null}
        {rows.map((terminal) => (
          <Checkbox key={terminal.msId} isSelected={chosen.has(terminal.msId)} onChange={(selected) => toggle(terminal.msId, selected)} testId={`temp-member-${terminal.msId}`}>
            <span className={`temp-picker__dot${terminal.online ? ' temp-picker__dot--online' : ''}`} aria-hidden="true" />
            <span className="temp-picker__name">{terminal.msName}</span>
            <span className="temp-picker__id">{terminal.msId}</span>
          </Checkbox>
        ))}
        {more > 0 ? <p className="temp-picker__empty">{t('tempGroups.more', { count: more })}</p> : null}
      </div>
      {error ? (
        <p className="ui-field__error" role="alert" data-testid="temp-group-members-error">
          {error}
        </p>
      ) : null}
    </div>
  );
}
