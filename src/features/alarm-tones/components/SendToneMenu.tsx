import { Menu, MenuItem, MenuTrigger, Popover } from 'react-aria-components';
import { connectionStatusAtom } from '../../../state/connection.ts';
import type { TerminalRecord } from '../../../state/fleet.ts';
import { useAtomValue } from '../../../state/jotai.ts';
import { ActionButton, useT, useToast } from '../../../ui/index.ts';
import { useAlarmTones } from '../model/AlarmTonesProvider.tsx';
import { myTonesAtom } from '../model/atoms.ts';
import { deliveredCount, toneRefusalOf } from '../model/model.ts';
import { problemText } from '../model/problemText.ts';

/** A terminal row's "send tone" menu: the dispatcher's tones; choosing one plays it on that terminal. */
export function SendToneMenu({ terminal, compact }: { terminal: TerminalRecord; compact?: boolean }) {
  const t = useT();
  const toast = useToast();
  const context = useAlarmTones();
  const tones = useAtomValue(myTonesAtom);
  const online = useAtomValue(connectionStatusAtom) === 'online';
  if (!context) return null;
  const send = (toneId: string) => {
    const tone = tones.find((candidate) => candidate.id === toneId);
    if (!tone) return;
    context.send('sendTone', { toneId, msId: terminal.msId }).then(
      (answer) => toast({ tone: 'success', text: t('alarmTones.sent', { name: tone.name, count: deliveredCount(answer) }) }),
      (error: unknown) => toast({ tone: 'error', text: problemText(t, toneRefusalOf(error)) }),
    );
  };
  return (
    <MenuTrigger>
      <ActionButton
        icon="bell"
        text={t('alarmTones.sendTo')}
        label={`${t('alarmTones.sendTo')}: ${terminal.msName}`}
        compact={compact}
        isDisabled={!online || terminal.online !== 1 || tones.length === 0}
        data-testid={`send-tone-${terminal.msId}`}
      />
      <Popover placement="bottom end" className="group-menu">
        <Menu className="group-menu__list" aria-label={t('alarmTones.sendTo')} onAction={(key) => send(String(key))}>
          {tones.map((tone) => (
            <MenuItem key={tone.id} id={tone.id} className="group-menu__item" data-testid={`send-tone-item-${tone.id}`}>
              {tone.name}
            </MenuItem>
          ))}
        </Menu>
      </Popover>
    </MenuTrigger>
  );
}
