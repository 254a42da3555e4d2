import { findTerminals } from '../../../state/findTerminals.ts';
import type { TerminalRecord } from '../../../state/fleet.ts';
import { terminalsAtom } from '../../../state/eventLog.ts';
import { useAtomValue } from '../../../state/jotai.ts';
import { IconButton, PickField, useT } from '../../../ui/index.ts';

type TerminalPickFieldProps = {
  label: string;
  /** Which terminals may be picked (dispatchers never are, in most places). */
  accept: (terminal: TerminalRecord) => boolean;
  onPick: (msId: string) => void;
  placeholder?: string;
  testId: string;
};

/**
 * A terminal by part of its name or ID, as one types. Nothing is listed or searched while the box is
 * empty, and a search keeps only the best few, so the fleet's status changes cost this field little.
 */
export function TerminalPickField({ label, accept, onPick, placeholder, testId }: TerminalPickFieldProps) {
  const t = useT();
  const terminals = useAtomValue(terminalsAtom);
  const search = (query: string, limit: number) => {
    const { shown, total } = findTerminals(terminals.values(), { query, accept, limit });
    return { options: shown.map((terminal) => ({ value: terminal.msId, label: `${terminal.msName} (${terminal.msId})` })), total };
  };
  return (
    <PickField
      label={label}
      placeholder={placeholder ?? t('common.terminalPick.placeholder')}
      search={search}
      onPick={onPick}
      moreText={(count) => t('common.terminalPick.more', { count })}
      noMatchText={t('common.terminalPick.none')}
      testId={testId}
    />
  );
}

type TerminalChoiceFieldProps = TerminalPickFieldProps & {
  /** The chosen terminal's ID, or '' while none is. */
  value: string;
  onPick: (msId: string) => void;
};

/**
 * One terminal, chosen by the search above and then shown by name with a button to choose another
 * (its ID alone while the fleet does not know it). `${testId}-chosen` and `${testId}-clear` are the chosen
 * terminal and its button.
 */
export function TerminalChoiceField({ value, ...pick }: TerminalChoiceFieldProps) {
  const t = useT();
  const terminal = useAtomValue(terminalsAtom).get(value);
  if (value === '') return <TerminalPickField {...pick} />;
  return (
    <div className="ui-field">
      <span className="ui-field__label">{pick.label}</span>
      <span className="ui-pick__chosen" data-testid={`${pick.testId}-chosen`} data-ms-id={value}>
        {terminal ? `${terminal.msName} (${value})` : value}
        <IconButton icon="close" label={t('common.terminalPick.change')} onPress={() => pick.onPick('')} data-testid={`${pick.testId}-clear`} />
      </span>
    </div>
  );
}
