import { Menu, MenuItem, MenuTrigger, Popover } from 'react-aria-components';
import { Limits } from '../../../../protocol/index.ts';
import { connectionStatusAtom } from '../../../state/connection.ts';
import { groupsAtom } from '../../../state/eventLog.ts';
import type { TerminalRecord } from '../../../state/fleet.ts';
import { useAtomValue } from '../../../state/jotai.ts';
import { ActionButton, useT, useToast } from '../../../ui/index.ts';
import { remoteTargets, switchRefusalOf } from '../model/groupSwitch.ts';
import { useSendCommand } from '../model/sendCommand.ts';

/** A terminal row's "move to group" menu: remoteSwitchGroup to one of the terminal's groups. */
export function RemoteSwitchMenu({ terminal, compact }: { terminal: TerminalRecord; compact?: boolean }) {
  const t = useT();
  const toast = useToast();
  const send = useSendCommand();
  const groups = useAtomValue(groupsAtom);
  const online = useAtomValue(connectionStatusAtom) === 'online';
  const targets = remoteTargets(terminal.grp, terminal.currentGroup).filter((gid) => groups.has(gid));
  const move = (gid: string) => {
    const group = groups.get(gid)?.name ?? gid;
    send?.('remoteSwitchGroup', { msId: terminal.msId, gid }, Limits.groupSwitchTimeoutMs).then(
      () => toast({ tone: 'success', text: t('groupOps.remoteSwitched', { group }) }),
      (error: unknown) => {
        const refusal = switchRefusalOf(error, true);
        toast({ tone: 'error', text: t(refusal.key, { code: refusal.code }) });
      },
    );
  };
  return (
    <MenuTrigger>
      <ActionButton
        icon="swap"
        text={t('groupOps.moveTo')}
        label={`${t('groupOps.moveTo')}: ${terminal.msName}`}
        compact={compact}
        isDisabled={!send || !online || terminal.online !== 1 || targets.length === 0}
        data-testid={`remote-switch-${terminal.msId}`}
      />
      <Popover placement="bottom end" className="group-menu">
        <Menu className="group-menu__list" aria-label={t('groupOps.moveTo')} onAction={(key) => move(String(key))}>
          {targets.map((gid) => (
            <MenuItem key={gid} id={gid} className="group-menu__item" data-testid={`remote-switch-to-${gid}`}>
              {groups.get(gid)?.name ?? gid}
            </MenuItem>
          ))}
        </Menu>
      </Popover>
    </MenuTrigger>
  );
}
