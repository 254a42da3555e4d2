import { Icon, type IconName } from '../../../ui/index.ts';
import type { MarkerGlyph } from '../model/terminalMarkers.ts';

/** The console's icon for a map glyph: the card's avatar matches the marker. */
const ICON_OF: Record<MarkerGlyph, IconName> = {
  dispatcher: 'headset',
  app: 'smartphone',
  gateway: 'gateway',
  radio: 'radio',
  sos: 'alert',
  camera: 'camera',
  other: 'help',
};

export const GlyphIcon = ({ glyph, label }: { glyph: MarkerGlyph; label: string }) => <Icon name={ICON_OF[glyph]} label={label} size={22} />;
