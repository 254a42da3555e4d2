import type { TerminalIcon } from '../../../../protocol/index.ts';
import type { IconName, MessageKey } from '../../../ui/index.ts';

/** The console's icon for each terminal icon a dispatcher may choose (the map draws the same glyphs). */
export const ICON_NAMES: Readonly<Record<TerminalIcon, IconName>> = {
  radio: 'radio',
  app: 'smartphone',
  dispatcher: 'headset',
  gateway: 'gateway',
  camera: 'camera',
  other: 'help',
};

export const ICON_LABELS: Readonly<Record<TerminalIcon, MessageKey>> = {
  radio: 'network.icon.radio',
  app: 'network.icon.app',
  dispatcher: 'network.icon.dispatcher',
  gateway: 'network.icon.gateway',
  camera: 'network.icon.camera',
  other: 'network.icon.other',
};
