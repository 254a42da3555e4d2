import { useMemo } from 'react';
import type { RecordingPlayer } from '../../../../media/index.ts';
import { useAtom } from '../../../state/jotai.ts';
import { IconButton, useT } from '../../../ui/index.ts';
import { recallTerminalAtom } from '../model/atoms.ts';
import { RecallList } from './RecallList.tsx';
import './instant-recall.css';

/** The recall list of the terminal chosen in the terminal list, in the voice panel so it plays through its mixer. */
export function TerminalRecall({ player }: { player: RecordingPlayer }) {
  const t = useT();
  const [terminal, setTerminal] = useAtom(recallTerminalAtom);
  const source = useMemo(() => (terminal ? { kind: 'terminal' as const, msId: terminal.msId } : null), [terminal]);
  if (!terminal || !source) return null;
  const title = t('recall.terminalTitle', { name: terminal.name });
  return (
    <section className="recall recall--terminal" data-testid={`recall-ms-${terminal.msId}`} aria-label={title}>
      <div className="recall__head">
        <h3 className="recall__heading">{title}</h3>
        <IconButton icon="close" label={t('recall.close')} onPress={() => setTerminal(null)} data-testid="recall-terminal-close" />
      </div>
      <RecallList key={terminal.msId} source={source} label={title} player={player} testKey={`ms-${terminal.msId}`} />
    </section>
  );
}

/** The terminal list's Recall action: opens the terminal's last transmissions in the voice panel. */
export function RecallTerminalButton({ msId, name }: { msId: string; name: string }) {
  const t = useT();
  const [, setTerminal] = useAtom(recallTerminalAtom);
  return <IconButton icon="play" label={t('recall.terminalAction', { name })} onPress={() => setTerminal({ msId, name })} data-testid={`recall-terminal-${msId}`} />;
}
