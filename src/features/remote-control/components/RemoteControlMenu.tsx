import { useState } from 'react';
import { Menu, MenuItem, MenuTrigger, Popover } from 'react-aria-components';
import { callSetChoices, callSetOf } from '../../../../protocol/index.ts';
import { connectionStatusAtom } from '../../../state/connection.ts';
import type { TerminalRecord } from '../../../state/fleet.ts';
import { useAtomValue } from '../../../state/jotai.ts';
import { ActionButton, useT } from '../../../ui/index.ts';
import type { SendCommand } from '../../voice/index.ts';
import { actionsFor, type CallSetAction } from '../model/model.ts';
import { CallSetDialog } from './CallSetDialog.tsx';

type RemoteControlMenuProps = { terminal: TerminalRecord; send: SendCommand | null; compact?: boolean };

/** A terminal's remote control: stun, kill or activate it, each after a confirmation. */
export function RemoteControlMenu({ terminal, send, compact }: RemoteControlMenuProps) {
  const t = useT();
  const online = useAtomValue(connectionStatusAtom) === 'online';
  const [action, setAction] = useState<CallSetAction | null>(null);
  const actions = actionsFor(callSetChoices(callSetOf(terminal)));
  return (
    <>
      <MenuTrigger>
        <ActionButton
          icon="power"
          text={t('remoteControl.menu')}
          label={`${t('remoteControl.menu')}: ${terminal.msName}`}
          compact={compact}
          isDisabled={!send || !online || actions.length === 0}
          data-testid={`remote-control-${terminal.msId}`}
        />
        <Popover placement="bottom end" className="group-menu">
          <Menu className="group-menu__list" aria-label={t('remoteControl.menu')} onAction={(key) => setAction(key as CallSetAction)}>
            {actions.map((item) => (
              <MenuItem key={item} id={item} className="group-menu__item" data-testid={`remote-control-${item}`}>
                {t(`remoteControl.${item}`)}
              </MenuItem>
            ))}
          </Menu>
        </Popover>
      </MenuTrigger>
      {action && send ? <CallSetDialog terminal={terminal} action={action} send={send} onClose={() => setAction(null)} /> : null}
    </>
  );
}
