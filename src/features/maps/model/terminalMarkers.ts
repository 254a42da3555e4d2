/**
 * How the map shows a terminal: a glyph by type and a colour by state. States rank so that the
 * most urgent wins: SOS (an alarm not yet closed, or an emergency floor) > talking > online > offline.
 */
import { FloorPriority, TerminalType, type TerminalIcon } from '../../../../protocol/index.ts';
import type { FloorsState } from '../../../state/floors.ts';

export const MarkerState = { Offline: 0, Online: 1, Talking: 2, Sos: 3 } as const;
export type MarkerState = (typeof MarkerState)[keyof typeof MarkerState];

export const MARKER_STATE_NAMES: Readonly<Record<MarkerState, 'offline' | 'online' | 'talking' | 'sos'>> = {
  0: 'offline',
  1: 'online',
  2: 'talking',
  3: 'sos',
};

/** RGBA per state; offline is dimmed so the live fleet stands out. */
export const MARKER_COLOURS: Readonly<Record<MarkerState, readonly [number, number, number, number]>> = {
  0: [140, 146, 156, 200],
  1: [22, 163, 74, 255],
  2: [37, 99, 235, 255],
  3: [220, 38, 38, 255],
};

export type MarkerGlyph = 'dispatcher' | 'app' | 'gateway' | 'radio' | 'sos' | 'camera' | 'other';

/** The glyph a dispatcher chose for the terminal (updateMsIcon), else the one of its type. */
export function markerGlyphOf(type: number, icon?: TerminalIcon): MarkerGlyph {
  if (icon) return icon;
  switch (type) {
    case TerminalType.Dispatcher:
      return 'dispatcher';
    case TerminalType.App:
      return 'app';
    case TerminalType.Gateway:
      return 'gateway';
    case TerminalType.Poc6:
    case TerminalType.Poc0:
    case TerminalType.Pmr:
    case TerminalType.Dmr:
      return 'radio';
    case TerminalType.Sos:
      return 'sos';
    case TerminalType.Camera:
      return 'camera';
    default:
      return 'other';
  }
}

export type Talk = 'talking' | 'emergency';

/** Talkers of every floor by msId, and terminals in SOS; an emergency (SOS) outranks a plain talk. */
export function talkersOf(floors: FloorsState, inSos: Iterable<string> = []): ReadonlyMap<string, Talk> {
  const talkers = new Map<string, Talk>();
  for (const msId of inSos) talkers.set(msId, 'emergency');
  for (const floor of floors.values()) {
    if (!floor.talker) continue;
    const talk: Talk = floor.talker.priority === FloorPriority.Emergency ? 'emergency' : 'talking';
    if (talkers.get(floor.talker.msId) !== 'emergency') talkers.set(floor.talker.msId, talk);
  }
  return talkers;
}

export function markerStateOf(online: 0 | 1, talk: Talk | undefined): MarkerState {
  if (talk === 'emergency') return MarkerState.Sos;
  if (talk === 'talking') return MarkerState.Talking;
  return online === 1 ? MarkerState.Online : MarkerState.Offline;
}
