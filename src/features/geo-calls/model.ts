import {
  FenceLimits,
  GeoCallRefusal,
  geoCallAreaProblem,
  SocketCommandError,
  TempGroupLimits,
  tempGroupNameProblem,
  type FenceProblem,
  type GeoCallArea,
  type TempGroup,
  type TempGroupNameProblem,
} from '../../../protocol/index.ts';
import type { MessageKey } from '../../ui/index.ts';
import { shapeOfDraft, type FenceDraft } from '../geo-fences/index.ts';

/** How the area is given: drawn on the map, or a geo-fence's. */
export type AreaMode = 'polygon' | 'circle' | 'fence';

/** The area the form stands for, or null while it has too little to be one. */
export function areaOf(mode: AreaMode, draft: FenceDraft | null, fenceid: string): GeoCallArea | null {
  if (mode === 'fence') return fenceid ? { kind: 'fence', fenceid } : null;
  return draft ? shapeOfDraft(draft) : null;
}

/** A message with the number it names (a limit), ready for t(). */
export type Problem = { readonly key: MessageKey; readonly count?: number };

const NAME_KEYS: Record<TempGroupNameProblem, MessageKey> = {
  required: 'tempGroups.error.required',
  tooLong: 'tempGroups.error.tooLong',
  special: 'tempGroups.error.special',
  exists: 'tempGroups.error.exists',
};

const AREA_KEYS: Partial<Record<FenceProblem, Problem>> = {
  'shape.tooFewPoints': { key: 'geoFences.error.tooFewPoints' },
  'shape.tooManyPoints': { key: 'geoFences.error.tooManyPoints', count: FenceLimits.maxPolygonPoints },
  'shape.flat': { key: 'geoFences.error.flat' },
  'shape.crossing': { key: 'geoFences.error.crossing' },
  'shape.radius': { key: 'geoFences.error.radius', count: FenceLimits.maxRadiusM },
};

export type GeoCallCheck = { readonly name: Problem | null; readonly area: Problem | null };

/** The form's validation: the rules the emulator applies (a temp group's name, a fence's shape). */
export function checkGeoCallForm(name: string, mode: AreaMode, draft: FenceDraft | null, fenceid: string, taken: Iterable<string>): GeoCallCheck {
  const nameProblem = tempGroupNameProblem(name, taken);
  const area = areaOf(mode, draft, fenceid);
  const problem = area ? geoCallAreaProblem(area) : null;
  const missing: Problem = { key: mode === 'fence' ? 'geoCalls.error.noFence' : mode === 'circle' ? 'geoFences.error.noCentre' : 'geoFences.error.tooFewPoints' };
  const areaProblem = !area ? missing : problem ? (AREA_KEYS[problem] ?? { key: 'geoCalls.error.area' }) : null;
  return { name: nameProblem ? { key: NAME_KEYS[nameProblem], count: TempGroupLimits.maxNameLength } : null, area: areaProblem };
}

/** A refusal of geoCallStart / geoCallEnd (docs/protocol.md "Geo-calls"). */
export function failureOf(error: unknown): Problem {
  if (!(error instanceof SocketCommandError)) return { key: 'geoCalls.error.failed' };
  const desc = error.desc ?? '';
  if (error.code === '409' && desc.startsWith('name:')) return { key: 'tempGroups.error.exists' };
  if (error.code === '409') return { key: 'geoCalls.error.tooMany' };
  if (desc.startsWith('name:')) return { key: NAME_KEYS[desc.slice(5) as TempGroupNameProblem] ?? 'geoCalls.error.failed', count: TempGroupLimits.maxNameLength };
  if (desc.startsWith(GeoCallRefusal.UnknownFence)) return { key: 'geoCalls.error.noFence' };
  if (error.code === '404') return { key: 'geoCalls.error.gone' };
  if (error.code === '403') return { key: 'geoCalls.error.forbidden' };
  if (error.code === '400') return { key: 'geoCalls.error.area' };
  return { key: 'geoCalls.error.failed' };
}

/** The open geo-calls (temp groups with an area), oldest first. */
export const geoCallsIn = (tempGroups: Iterable<TempGroup>): TempGroup[] => [...tempGroups].filter((group) => group.area !== undefined);

/** The members gathered by position: everyone but the dispatcher who started it. */
export const gatheredMembers = (call: TempGroup): string[] => call.members.filter((msId) => msId !== call.creator);
