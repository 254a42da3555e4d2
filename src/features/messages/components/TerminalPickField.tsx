import { findTerminals } from '../../../state/findTerminals.ts';
import type { TerminalRecord } from '../../../state/fleet.ts';
import { terminalsAtom } from '../../../state/eventLog.ts';
import { useAtomValue } from '../../../state/jotai.ts';
import { PickField, useT } from '../../../ui/index.ts';

type TerminalPickFieldProps = {
  label: string;
  /** Which terminals may be picked (dispatchers never are, here). */
  accept: (terminal: TerminalRecord) => boolean;
  onPick: (msId: string) => void;
  testId: string;
};

/**
 * A terminal by part of its name or ID, as one types. Nothing is listed, searched or sorted while
 * the box is empty, so the fleet's status changes cost this field next to nothing.
 */
export function TerminalPickField({ label, accept, onPick, testId }: TerminalPickFieldProps) {
  const t = useT();
  const terminals = useAtomValue(terminalsAtom);
  const search = (query: string) =>
    findTerminals(terminals.values(), query, accept).map((terminal) => ({ value: terminal.msId, label: `${terminal.msName} (${terminal.msId})` }));
  return (
    <PickField
      label={label}
      placeholder={t('messages.pick.placeholder')}
      search={search}
      onPick={onPick}
      moreText={(count) => t('common.terminalPick.more', { count })}
      noMatchText={t('common.terminalPick.none')}
      testId={testId}
    />
  );
}
