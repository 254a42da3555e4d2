import { useMemo, useState } from 'react';
import { canWorkAlone, LoneWorkLimits } from '../../../../protocol/index.ts';
import { terminalsAtom } from '../../../state/eventLog.ts';
import { useAtomValue } from '../../../state/jotai.ts';
import { Checkbox, SearchField, useT } from '../../../ui/index.ts';

/** Shown at most; a search narrows the rest (the demo fleet has ~200 terminals). */
const SHOWN = 30;

/** The plan's terminals: a search by name or ID and a check box each (not dispatchers or cameras). */
export function LoneWorkTerminalPicker({ selected, onChange, error }: { selected: readonly string[]; onChange: (msIds: string[]) => void; error: string | null }) {
  const t = useT();
  const terminals = useAtomValue(terminalsAtom);
  const [query, setQuery] = useState('');
  const matching = useMemo(() => {
    const needle = query.trim().toLowerCase();
    return [...terminals.values()]
      .filter((terminal) => canWorkAlone(terminal.type))
      .filter((terminal) => needle === '' || terminal.msName.toLowerCase().includes(needle) || terminal.msId.includes(needle))
      .sort((a, b) => Number(selected.includes(b.msId)) - Number(selected.includes(a.msId)) || a.msName.localeCompare(b.msName));
  }, [terminals, query, selected]);
  const toggle = (msId: string, on: boolean) => onChange(on ? [...selected, msId] : selected.filter((id) => id !== msId));
  return (
    <fieldset className="lone-work__terminals" data-testid="lone-work-terminals" aria-invalid={error ? true : undefined}>
      <legend className="ui-field__label">{t('loneWork.field.terminals', { count: selected.length, max: LoneWorkLimits.maxTerminals })}</legend>
      <SearchField label={t('loneWork.field.search')} placeholder={t('loneWork.field.search')} clearLabel={t('loneWork.field.clear')} value={query} onChange={setQuery} testId="lone-work-terminal-search" />
      <div className="lone-work__terminal-list">
        {matching.slice(0, SHOWN).map((terminal) => (
          <Checkbox key={terminal.msId} isSelected={selected.includes(terminal.msId)} onChange={(on) => toggle(terminal.msId, on)} testId={`lone-work-terminal-${terminal.msId}`}>
            {terminal.msName} <span className="lone-work__id">{terminal.msId}</span>
          </Checkbox>
        ))}
        {matching.length > SHOWN && <p className="lone-work__hint">{t('loneWork.field.more', { count: matching.length - SHOWN })}</p>}
      </div>
      {error ? (
        <p className="ui-field__error" data-testid="lone-work-error-msIds">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
