import type { TerminalIcon } from '../../../../protocol/index.ts';
import { Icon, useT, type IconName, type MessageKey } from '../../../ui/index.ts';
import { ICON_NAMES } from '../../network-management/index.ts';
import { terminalKind, type TerminalKind } from '../model/model.ts';

const ICONS: Record<TerminalKind, IconName> = {
  dispatcher: 'headset',
  app: 'smartphone',
  gateway: 'gateway',
  poc: 'radio',
  pmr: 'radio',
  dmr: 'radio',
  sos: 'alert',
  camera: 'camera',
  unknown: 'help',
};

export const TERMINAL_KIND_LABELS: Record<TerminalKind, MessageKey> = {
  dispatcher: 'terminalType.dispatcher',
  app: 'terminalType.app',
  gateway: 'terminalType.gateway',
  poc: 'terminalType.poc',
  pmr: 'terminalType.pmr',
  dmr: 'terminalType.dmr',
  sos: 'terminalType.sos',
  camera: 'terminalType.camera',
  unknown: 'terminalType.unknown',
};

/** The terminal's type, drawn with the icon a dispatcher chose for it (updateMsIcon) when there is one. */
export function TerminalTypeIcon({ type, icon }: { type: number; icon?: TerminalIcon | undefined }) {
  const t = useT();
  const kind = terminalKind(type);
  const name = icon ? ICON_NAMES[icon] : ICONS[kind];
  return (
    <span className={`terminal-type terminal-type--${kind}`} title={t(TERMINAL_KIND_LABELS[kind])} data-icon={name}>
      <Icon name={name} label={t(TERMINAL_KIND_LABELS[kind])} size={16} />
    </span>
  );
}
