/**
 * The terminal info card of SPEC §3 as plain data: every field the platform provides, already
 * normalised (coordinates) and converted (speed). Formatting of dates and numbers is the view's.
 */
import { callSetOf, FloorPriority, type CallSetStatus, type GpsFix, type Group } from '../../../../protocol/index.ts';
import type { TerminalRecord } from '../../../state/fleet.ts';
import type { FloorsState } from '../../../state/floors.ts';
import type { Vitals } from '../../../state/vitals.ts';
import type { RoadNet } from '../../../../protocol/roadNet.ts';
import { normalisePosition } from './coordinates.ts';
import { nearestRoad } from './nearestRoad.ts';
import { convertSpeed, type SpeedUnit } from './speed.ts';
import { markerGlyphOf, type MarkerGlyph } from './terminalMarkers.ts';

export type CallStatus =
  | { readonly kind: 'idle' }
  | { readonly kind: 'talking'; readonly group: string; readonly emergency: boolean }
  | { readonly kind: 'queued'; readonly group: string; readonly position: number };

export type TerminalInfo = {
  /** No picture comes from the platform: the avatar is the type's glyph. */
  readonly avatar: MarkerGlyph;
  readonly type: number;
  readonly id: string;
  readonly name: string;
  readonly online: boolean;
  /** Remote control status: 8 active, 1 stunned, 0 killed. */
  readonly callSet: CallSetStatus;
  /** End of a timed stun (epoch ms). */
  readonly callSetUntil?: number;
  readonly battery: number;
  readonly signal: number;
  readonly currentGroup: string;
  readonly callStatus: CallStatus;
  readonly groups: readonly string[];
  readonly model: string;
  readonly lastOnline: number | null;
  readonly lastOffline: number | null;
  /** Null until the terminal has reported a drawable position. */
  readonly location: {
    readonly lat: number;
    readonly lng: number;
    readonly place: string | null;
    readonly speed: number;
    readonly speedUnit: SpeedUnit;
    readonly time: number;
  } | null;
};

export type TerminalInfoInput = {
  readonly terminal: TerminalRecord;
  /** Battery and signal, kept apart from the record (state/vitals.ts). */
  readonly vitals: Vitals;
  readonly fix: GpsFix | undefined;
  readonly groups: ReadonlyMap<string, Group>;
  readonly floors: FloorsState;
  readonly speedUnit: SpeedUnit;
  readonly roadNet: RoadNet | null;
};

export function terminalInfo({ terminal, vitals, fix, groups, floors, speedUnit, roadNet }: TerminalInfoInput): TerminalInfo {
  const groupName = (gid: string) => groups.get(gid)?.name ?? gid;
  const at = fix ? normalisePosition(fix.lat, fix.lng) : null;
  return {
    avatar: markerGlyphOf(terminal.type, terminal.icon),
    type: terminal.type,
    id: terminal.msId,
    name: terminal.msName,
    online: terminal.online === 1,
    callSet: callSetOf(terminal),
    ...(terminal.callSetUntil === undefined ? {} : { callSetUntil: terminal.callSetUntil }),
    battery: vitals.battery,
    signal: vitals.signal,
    currentGroup: groupName(terminal.currentGroup),
    callStatus: callStatusOf(terminal.msId, floors, groupName),
    groups: terminal.grp.map(groupName),
    model: terminal.model,
    lastOnline: terminal.lastOnline,
    lastOffline: terminal.lastOffline,
    location:
      fix && at
        ? { lat: at.lat, lng: at.lng, place: nearestRoad(roadNet, at), speed: convertSpeed(fix.speed, speedUnit), speedUnit, time: fix.time }
        : null,
  };
}

/** Talking wins over waiting; a terminal waits in at most one queue at a time in practice. */
function callStatusOf(msId: string, floors: FloorsState, groupName: (gid: string) => string): CallStatus {
  let queued: CallStatus | null = null;
  for (const floor of floors.values()) {
    if (floor.talker?.msId === msId) return { kind: 'talking', group: groupName(floor.gid), emergency: floor.talker.priority === FloorPriority.Emergency };
    const index = floor.queue.findIndex((entry) => entry.msId === msId);
    if (index >= 0 && !queued) queued = { kind: 'queued', group: groupName(floor.gid), position: index + 1 };
  }
  return queued ?? { kind: 'idle' };
}
