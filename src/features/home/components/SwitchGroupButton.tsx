import { Limits } from '../../../../protocol/index.ts';
import { connectionStatusAtom } from '../../../state/connection.ts';
import { useAtomValue } from '../../../state/jotai.ts';
import { IconButton, useT, useToast } from '../../../ui/index.ts';
import { switchRefusalOf } from '../model/groupSwitch.ts';
import { useSendCommand } from '../model/sendCommand.ts';

type SwitchGroupButtonProps = { gid: string; name: string; isCurrent: boolean };

/**
 * Makes a group of the tree the dispatcher's current group (switchGroup, 15 s, online only); the
 * voice panel follows the dispatcher's terminal. The current group shows a mark instead.
 */
export function SwitchGroupButton({ gid, name, isCurrent }: SwitchGroupButtonProps) {
  const t = useT();
  const toast = useToast();
  const send = useSendCommand();
  const online = useAtomValue(connectionStatusAtom) === 'online';
  if (isCurrent) {
    return (
      <span className="group-current" data-testid={`group-current-${gid}`} title={t('groupOps.current')}>
        {t('groupOps.current')}
      </span>
    );
  }
  const label = `${t('groupOps.makeCurrent')}: ${name}`;
  return (
    <IconButton
      icon="headset"
      label={label}
      className="group-switch"
      isDisabled={!send || !online}
      data-testid={`group-switch-${gid}`}
      onPress={() => {
        send?.('switchGroup', { gid }, Limits.groupSwitchTimeoutMs).then(
          () => toast({ tone: 'success', text: t('voice.switched', { group: name }) }),
          (error: unknown) => {
            const refusal = switchRefusalOf(error, false);
            toast({ tone: 'error', text: t(refusal.key, { code: refusal.code }) });
          },
        );
      }}
    />
  );
}
