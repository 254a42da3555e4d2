import { useMemo, useState, type ReactNode } from 'react';
import { findTerminals } from '../../../state/findTerminals.ts';
import type { TerminalRecord } from '../../../state/fleet.ts';
import { terminalsAtom } from '../../../state/eventLog.ts';
import { useAtomValue } from '../../../state/jotai.ts';
import { Checkbox, SearchField, useT } from '../../../ui/index.ts';

type TerminalChecklistProps = {
  /** The legend: what the terminals are for, with how many are chosen. */
  legend: string;
  selected: readonly string[];
  onChange: (msIds: string[]) => void;
  accept: (terminal: TerminalRecord) => boolean;
  /** Check boxes shown at once; a search finds the others. */
  shown?: number;
  /** The fieldset's test id; `${itemTestId}-search` is the search box and `${itemTestId}-${msId}` each box. */
  testId: string;
  itemTestId: string;
  /** The choice was refused (its error is the children). */
  invalid?: boolean;
  /** Under the list (a field error). */
  children?: ReactNode;
};

const SHOWN = 40;

/**
 * Several terminals of a fleet of thousands: a search by part of a name or ID and a check box for each
 * of the best matches, the chosen ones first. Only the shown ones are kept from each search, so a
 * status change anywhere in the fleet does not sort the whole fleet again.
 */
export function TerminalChecklist({ legend, selected, onChange, accept, shown = SHOWN, testId, itemTestId, invalid, children }: TerminalChecklistProps) {
  const t = useT();
  const terminals = useAtomValue(terminalsAtom);
  const [query, setQuery] = useState('');
  const chosen = useMemo(() => new Set(selected), [selected]);
  const { shown: listed, total } = useMemo(
    () => findTerminals(terminals.values(), { query, accept, blankListsAll: true, precedence: (terminal) => (chosen.has(terminal.msId) ? 0 : 1), limit: shown }),
    [terminals, query, accept, chosen, shown],
  );
  const toggle = (msId: string, on: boolean) => onChange(on ? [...selected, msId] : selected.filter((id) => id !== msId));
  return (
    <fieldset className="ui-checklist" data-testid={testId} aria-invalid={invalid || undefined}>
      <legend className="ui-field__label">{legend}</legend>
      <SearchField
        label={t('common.terminalPick.search')}
        placeholder={t('common.terminalPick.placeholder')}
        clearLabel={t('common.terminalPick.clear')}
        value={query}
        onChange={setQuery}
        testId={`${itemTestId}-search`}
      />
      <div className="ui-checklist__list">
        {listed.map((terminal) => (
          <Checkbox key={terminal.msId} isSelected={chosen.has(terminal.msId)} onChange={(on) => toggle(terminal.msId, on)} testId={`${itemTestId}-${terminal.msId}`}>
            {terminal.msName} <span className="ui-checklist__id">{terminal.msId}</span>
          </Checkbox>
        ))}
        {listed.length === 0 && <p className="ui-checklist__note">{t('common.terminalPick.none')}</p>}
        {total > listed.length && <p className="ui-checklist__note">{t('common.terminalPick.more', { count: total - listed.length })}</p>}
      </div>
      {children}
    </fieldset>
  );
}
