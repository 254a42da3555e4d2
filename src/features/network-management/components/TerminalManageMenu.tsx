import { useState } from 'react';
import { Menu, MenuItem, MenuTrigger, Popover } from 'react-aria-components';
import { connectionStatusAtom } from '../../../state/connection.ts';
import type { TerminalRecord } from '../../../state/fleet.ts';
import { useAtomValue } from '../../../state/jotai.ts';
import { ActionButton, useT } from '../../../ui/index.ts';
import { useNetwork } from '../model/NetworkProvider.tsx';
import { MembershipDialog, RenameTerminalDialog, TerminalIconDialog } from './TerminalDialogs.tsx';

type Operation = 'rename' | 'setIcon' | 'membership';
const OPERATIONS: readonly Operation[] = ['rename', 'setIcon', 'membership'];

/** SPEC §2 terminal operations "set icon" and §7 "set parameter for group membership", with the name: terminal manage. */
export function TerminalManageMenu({ terminal, compact }: { terminal: TerminalRecord; compact?: boolean }) {
  const t = useT();
  const network = useNetwork();
  const online = useAtomValue(connectionStatusAtom) === 'online';
  const [operation, setOperation] = useState<Operation | null>(null);
  if (!network?.manageTerminals) return null;
  const close = () => setOperation(null);
  return (
    <>
      <MenuTrigger>
        <ActionButton
          icon="edit"
          text={t('network.terminal.menu')}
          label={`${t('network.terminal.menu')}: ${terminal.msName}`}
          compact={compact}
          isDisabled={!online}
          data-testid={`terminal-manage-${terminal.msId}`}
        />
        <Popover placement="bottom end" className="group-menu">
          <Menu className="group-menu__list" aria-label={t('network.terminal.menu')} onAction={(key) => setOperation(key as Operation)}>
            {OPERATIONS.map((item) => (
              <MenuItem key={item} id={item} className="group-menu__item" data-testid={`terminal-manage-${item}`}>
                {t(`network.terminal.${item}`)}
              </MenuItem>
            ))}
          </Menu>
        </Popover>
      </MenuTrigger>
      {operation === 'rename' ? <RenameTerminalDialog terminal={terminal} onClose={close} /> : null}
      {operation === 'setIcon' ? <TerminalIconDialog terminal={terminal} onClose={close} /> : null}
      {operation === 'membership' ? <MembershipDialog terminal={terminal} onClose={close} /> : null}
    </>
  );
}
