import { Icon, useT, type IconName, type MessageKey } from '../../../ui/index.ts';
import { terminalKind, type TerminalKind } from '../model.ts';

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

export function TerminalTypeIcon({ type }: { type: number }) {
  const t = useT();
  const kind = terminalKind(type);
  return (
    <span className={`terminal-type terminal-type--${kind}`} title={t(TERMINAL_KIND_LABELS[kind])}>
      <Icon name={ICONS[kind]} label={t(TERMINAL_KIND_LABELS[kind])} size={16} />
    </span>
  );
}
