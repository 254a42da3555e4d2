import { useMemo, useState } from 'react';
import { TerminalType } from '../../../../protocol/index.ts';
import { terminalsAtom } from '../../../state/eventLog.ts';
import { useAtomValue } from '../../../state/jotai.ts';
import { Checkbox, SearchField, useT } from '../../../ui/index.ts';

/** Shown at most; a search narrows the rest (the demo fleet has ~200 terminals). */
const SHOWN = 40;

/** The terminals a fence watches: a search by name or ID and a check box each (dispatchers are not fenced). */
export function TerminalPicker({ selected, onChange }: { selected: readonly string[]; onChange: (msIds: readonly string[]) => void }) {
  const t = useT();
  const terminals = useAtomValue(terminalsAtom);
  const [query, setQuery] = useState('');
  const matching = useMemo(() => {
    const needle = query.trim().toLowerCase();
    return [...terminals.values()]
      .filter((terminal) => terminal.type !== TerminalType.Dispatcher)
      .filter((terminal) => needle === '' || terminal.msName.toLowerCase().includes(needle) || terminal.msId.includes(needle))
      .sort((a, b) => Number(selected.includes(b.msId)) - Number(selected.includes(a.msId)) || a.msName.localeCompare(b.msName));
  }, [terminals, query, selected]);
  const toggle = (msId: string, on: boolean) => onChange(on ? [...selected, msId] : selected.filter((id) => id !== msId));
  return (
    <fieldset className="geo-fences__terminals" data-testid="fence-terminals">
      <legend className="ui-field__label">{t('geoFences.terminals', { count: selected.length })}</legend>
      <SearchField label={t('geoFences.terminals.search')} placeholder={t('geoFences.terminals.search')} clearLabel={t('geoFences.terminals.clear')} value={query} onChange={setQuery} testId="fence-terminal-search" />
      <div className="geo-fences__terminal-list">
        {matching.slice(0, SHOWN).map((terminal) => (
          <Checkbox key={terminal.msId} isSelected={selected.includes(terminal.msId)} onChange={(on) => toggle(terminal.msId, on)} testId={`fence-terminal-${terminal.msId}`}>
            {terminal.msName} <span className="geo-fences__id">{terminal.msId}</span>
          </Checkbox>
        ))}
        {matching.length > SHOWN && <p className="geo-fences__hint">{t('geoFences.terminals.more', { count: matching.length - SHOWN })}</p>}
      </div>
    </fieldset>
  );
}
