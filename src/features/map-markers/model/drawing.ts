import { geometryProblem, MIN_POINTS, type MarkerKind, type MarkerPoint } from '../../../../protocol/index.ts';
import type { MarkerDraft } from '../atoms.ts';

/**
 * Drawing a marker by clicks: a point is done at its first click; a line takes clicks until
 * "finish", a shape until "close shape". Pure, so the rules are tested without a map.
 */
export const startDraft = (kind: MarkerKind): MarkerDraft => ({ kind, points: [] });

/** Rounded to a micro-degree (about 0.1 m): what a click can mean, and what the platform keeps. */
const round6 = (value: number) => Math.round(value * 1e6) / 1e6;

export function addVertex(draft: MarkerDraft, lng: number, lat: number): MarkerDraft {
  const point: MarkerPoint = [round6(lng), round6(lat)];
  const last = draft.points.at(-1);
  // A double click lands twice on one spot: one vertex.
  if (last && last[0] === point[0] && last[1] === point[1]) return draft;
  return { ...draft, points: [...draft.points, point] };
}

export const undoVertex = (draft: MarkerDraft): MarkerDraft => ({ ...draft, points: draft.points.slice(0, -1) });

/** Whether the draft is a whole marker of its kind (a point right after its click). */
export const isComplete = (draft: MarkerDraft): boolean => geometryProblem(draft.kind, draft.points) === null;

/** Vertices still missing before "finish" or "close shape" can be pressed. */
export const missingVertices = (draft: MarkerDraft): number => Math.max(0, MIN_POINTS[draft.kind] - draft.points.length);
