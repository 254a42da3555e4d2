import { useState } from 'react';
import { fleetAtom } from '../../../state/eventLog.ts';
import { useAtomValue } from '../../../state/jotai.ts';
import { storedValues } from '../../../state/storage.ts';
import { Button, Icon, useT } from '../../../ui/index.ts';
import { muteListAtom } from '../model/atoms.ts';
import { useMuteAction } from '../model/useMuteAction.ts';
import './mute-list.css';

/** App state key of SPEC §3 settings: whether the muted-terminals list is open. */
const OPEN_KEY = 'muteStatusOpen';
const decodeOpen = (raw: unknown) => (typeof raw === 'boolean' ? raw : undefined);

/** The dispatcher's muted terminals, by name and id, each with an unmute button. */
export function MutedTerminals() {
  const t = useT();
  const list = useAtomValue(muteListAtom);
  const { terminals } = useAtomValue(fleetAtom);
  const action = useMuteAction();
  const [open, setOpen] = useState(() => storedValues.read(OPEN_KEY, decodeOpen) ?? false);
  if (!action.available) return null;
  const toggle = () => {
    storedValues.write(OPEN_KEY, !open);
    setOpen(!open);
  };
  return (
    <section className="muted-terminals" data-testid="muted-terminals" data-count={list.length}>
      <button type="button" className="muted-terminals__head" aria-expanded={open} onClick={toggle} data-testid="muted-terminals-toggle">
        <Icon name={open ? 'chevronDown' : 'chevronRight'} size={14} />
        <Icon name="userMuted" size={14} />
        <span>{t('muteList.title', { count: list.length })}</span>
      </button>
      {open ? (
        list.length === 0 ? (
          <p className="muted-terminals__empty">{t('muteList.empty')}</p>
        ) : (
          <ul className="muted-terminals__list">
            {list.map((entry) => {
              const name = terminals.get(entry.muteId)?.msName ?? entry.muteId;
              return (
                <li key={entry.id} className="muted-terminals__item" data-testid={`muted-${entry.muteId}`}>
                  <span className="muted-terminals__name">{name}</span>
                  <span className="muted-terminals__id">{entry.muteId}</span>
                  <Button variant="ghost" isDisabled={action.busy} onPress={() => action.unmute(entry.id, name)} data-testid={`unmute-${entry.muteId}`}>
                    {t('muteList.unmuteButton')}
                  </Button>
                </li>
              );
            })}
          </ul>
        )
      ) : null}
    </section>
  );
}
