import { useMemo, useState } from 'react';
import { hasCamera } from '../../../../protocol/index.ts';
import { groupsAtom, terminalsAtom } from '../../../state/eventLog.ts';
import { useAtomValue } from '../../../state/jotai.ts';
import { Button, SearchField, useT } from '../../../ui/index.ts';
import { TERMINAL_DRAG_TYPE, terminalSections } from '../terminalMonitor.ts';

/**
 * The terminals of the organisation by group, beside the cameras: drag one onto a tile, or press
 * Monitor camera for the first free tile. Every terminal is offered; the platform answers for the
 * ones without a camera ("device not supported"), so the dispatcher learns why.
 */
export function TerminalList({ onMonitor }: { onMonitor: (msId: string) => void }) {
  const t = useT();
  const groups = useAtomValue(groupsAtom);
  const terminals = useAtomValue(terminalsAtom);
  const [filter, setFilter] = useState('');
  const sections = useMemo(() => terminalSections(groups, terminals.values(), filter), [groups, terminals, filter]);

  return (
    <section className="surveillance-terminals" data-testid="surveillance-terminals">
      <h2 className="surveillance-terminals__title">{t('terminalMonitor.terminals')}</h2>
      <p className="surveillance-cameras__hint">{t('terminalMonitor.hint')}</p>
      <SearchField label={t('terminalMonitor.filter')} placeholder={t('terminalMonitor.filter')} clearLabel={t('terminalMonitor.filter')} value={filter} onChange={setFilter} testId="surveillance-terminal-filter" />
      {sections.length === 0 ? <p>{t('terminalMonitor.none')}</p> : null}
      {sections.map(({ group, terminals: members }) => (
        <div key={group?.gid ?? ''} className="surveillance-terminals__group">
          <h3 className="surveillance-terminals__group-name">{group?.name ?? '—'}</h3>
          <ul className="surveillance-cameras__list">
            {members.map((terminal) => (
              <li
                key={terminal.msId}
                className={['surveillance-terminal', terminal.online === 1 ? '' : 'surveillance-terminal--offline'].filter(Boolean).join(' ')}
                draggable
                onDragStart={(event) => {
                  event.dataTransfer.setData(TERMINAL_DRAG_TYPE, terminal.msId);
                  event.dataTransfer.effectAllowed = 'copy';
                }}
                data-testid="surveillance-terminal-row"
                data-terminal={terminal.msId}
                data-camera-capable={hasCamera(terminal.type)}
              >
                <span className="surveillance-camera__name">{terminal.msName}</span>
                <span className="surveillance-terminal__id">
                  {terminal.msId}
                  {terminal.online === 1 ? '' : ` · ${t('terminalMonitor.offline')}`}
                </span>
                <Button variant="ghost" onPress={() => onMonitor(terminal.msId)} data-testid="surveillance-terminal-monitor">
                  {t('terminalMonitor.monitor')}
                </Button>
              </li>
            ))}
          </ul>
        </div>
      ))}
    </section>
  );
}
