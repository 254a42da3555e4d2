import { z } from 'zod';

/**
 * Custom map markers (SPEC §2 map tools "markers (point, line, shape)", §5 "a custom marker link
 * must be a valid link", §7 "POST addMark, PUT updateMark, GET findMark, DELETE deleteMark"). The
 * platform keeps them for the whole organisation: every dispatcher's map shows the same markers
 * (docs/protocol.md "Map markers").
 */

export const MarkerKind = { Point: 'point', Line: 'line', Shape: 'shape' } as const;
export type MarkerKind = (typeof MarkerKind)[keyof typeof MarkerKind];
export const MARKER_KINDS: readonly MarkerKind[] = [MarkerKind.Point, MarkerKind.Line, MarkerKind.Shape];

/** The spec leaves these open; ours (docs/protocol.md). */
export const MarkerLimits = {
  maxNameLength: 40,
  maxRemarkLength: 200,
  maxLinkLength: 2048,
  /** Vertices of one line or shape. */
  maxPoints: 500,
  /** Markers of the organisation. */
  maxMarkers: 1000,
} as const;

/** Fewest vertices per kind: a point is one, a line joins two, a shape (polygon) closes three. */
export const MIN_POINTS: Readonly<Record<MarkerKind, number>> = { point: 1, line: 2, shape: 3 };

/** Palette offered by the console; any #rrggbb is accepted. */
export const MARKER_PALETTE = ['#e53935', '#fb8c00', '#fdd835', '#43a047', '#1e88e5', '#8e24aa', '#00897b', '#5d4037'] as const;

/** [lng, lat] in degrees. */
export type MarkerPoint = [number, number];

// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u001f\u007f]/;

export type LinkProblem = 'tooLong' | 'invalid';

/**
 * SPEC §5: a link must be a valid link. Empty means none. Only absolute http(s) URLs with a host
 * pass: `javascript:`, `data:` and relative paths would run or navigate inside the console.
 */
export function linkProblem(link: string): LinkProblem | null {
  if (link === '') return null;
  if (link.length > MarkerLimits.maxLinkLength) return 'tooLong';
  if (link !== link.trim() || /\s/.test(link) || CONTROL.test(link)) return 'invalid';
  let url: URL;
  try {
    url = new URL(link);
  } catch {
    return 'invalid';
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return 'invalid';
  if (!/^[a-z][a-z0-9+.-]*:\/\//i.test(link) || url.hostname === '' || url.username !== '' || url.password !== '') return 'invalid';
  return null;
}

export type TextProblem = 'required' | 'tooLong' | 'control';

export function markerNameProblem(name: string): TextProblem | null {
  const trimmed = name.trim();
  if (trimmed === '') return 'required';
  if (trimmed.length > MarkerLimits.maxNameLength) return 'tooLong';
  return CONTROL.test(trimmed) ? 'control' : null;
}

export function markerRemarkProblem(remark: string): Exclude<TextProblem, 'required'> | null {
  const trimmed = remark.trim();
  if (trimmed.length > MarkerLimits.maxRemarkLength) return 'tooLong';
  return CONTROL.test(trimmed) ? 'control' : null;
}

export type GeometryProblem = 'tooFewPoints' | 'tooManyPoints' | 'outOfRange';

/** Vertices of a marker of this kind: a point exactly one, a line two or more, a shape three or more distinct. */
export function geometryProblem(kind: MarkerKind, points: readonly MarkerPoint[]): GeometryProblem | null {
  if (points.some(([lng, lat]) => !Number.isFinite(lng) || !Number.isFinite(lat) || Math.abs(lng) > 180 || Math.abs(lat) > 90)) return 'outOfRange';
  if (kind === MarkerKind.Point) return points.length === 1 ? null : points.length < 1 ? 'tooFewPoints' : 'tooManyPoints';
  if (points.length > MarkerLimits.maxPoints) return 'tooManyPoints';
  const distinct = new Set(points.map(([lng, lat]) => `${lng},${lat}`)).size;
  return distinct < MIN_POINTS[kind] ? 'tooFewPoints' : null;
}

/** The box [[west, south], [east, north]] around a marker's vertices: where the map pans to show it. */
export function markerBounds(points: readonly MarkerPoint[]): [[number, number], [number, number]] {
  let [west, south, east, north] = [180, 90, -180, -90];
  for (const [lng, lat] of points) {
    west = Math.min(west, lng);
    east = Math.max(east, lng);
    south = Math.min(south, lat);
    north = Math.max(north, lat);
  }
  return [
    [west, south],
    [east, north],
  ];
}

/** A shape's ring as drawn: closed (the first vertex repeated at the end) unless it already is. */
export function closedRing(points: readonly MarkerPoint[]): MarkerPoint[] {
  const first = points[0];
  const last = points.at(-1);
  if (!first || !last) return [];
  return first[0] === last[0] && first[1] === last[1] ? [...points] : [...points, first];
}

/** A text rule as a zod check whose message is the rule's name (`name: required`). */
const checked = <P extends string>(schema: z.ZodType<string>, problem: (text: string) => P | null) =>
  schema.superRefine((text, context) => {
    const found = problem(text);
    if (found) context.addIssue({ code: 'custom', message: found });
  });
const Name = checked(z.string().max(MarkerLimits.maxNameLength * 2).transform((text) => text.trim()), markerNameProblem);
const Remark = checked(z.string().max(MarkerLimits.maxRemarkLength * 2).transform((text) => text.trim()), markerRemarkProblem);
const Link = checked(z.string().max(MarkerLimits.maxLinkLength + 1), linkProblem);
const Colour = z.string().regex(/^#[0-9a-f]{6}$/i, 'colour');
const Point = z.tuple([z.number().min(-180).max(180), z.number().min(-90).max(90)]);
const Points = z.array(Point).min(1).max(MarkerLimits.maxPoints);
const MsId = z.string().regex(/^\d{8}$/);

export const MarkerSchema = z.object({
  id: z.string(),
  kind: z.enum([MarkerKind.Point, MarkerKind.Line, MarkerKind.Shape]),
  name: z.string(),
  color: z.string(),
  /** An http(s) link opened in a new tab, or '' for none. */
  link: z.string(),
  remark: z.string(),
  points: z.array(Point),
  creator: MsId,
  creatorName: z.string(),
  createdAt: z.number(),
  updatedAt: z.number(),
});
export type Marker = z.infer<typeof MarkerSchema>;

/** POST /ds/mark/addMark. */
export const AddMarkBody = z
  .object({ kind: MarkerSchema.shape.kind, name: Name, color: Colour, link: Link.default(''), remark: Remark.default(''), points: Points })
  .superRefine((body, context) => {
    const found = geometryProblem(body.kind, body.points);
    if (found) context.addIssue({ code: 'custom', path: ['points'], message: found });
  });
export type AddMark = z.input<typeof AddMarkBody>;

/** PUT /ds/mark/updateMark: only what is given changes; new points must suit the marker's kind. */
export const UpdateMarkBody = z.object({
  id: z.string().min(1).max(64),
  name: Name.optional(),
  color: Colour.optional(),
  link: Link.optional(),
  remark: Remark.optional(),
  points: Points.optional(),
});
export type UpdateMark = z.input<typeof UpdateMarkBody>;

/** DELETE /ds/mark/deleteMark?id= */
export const DeleteMarkQuery = z.object({ id: z.string().min(1).max(64) });

/** What findMark answers in `data.desc`: the log position the list is as of (the console folds later events over it). */
export const FindMarkAnswerSchema = z.object({ seq: z.number().int().nonnegative() });

export const PATH_ADD_MARK = '/ds/mark/addMark';
export const PATH_UPDATE_MARK = '/ds/mark/updateMark';
export const PATH_FIND_MARK = '/ds/mark/findMark';
export const PATH_DELETE_MARK = '/ds/mark/deleteMark';

/** Refusal texts (`desc`). */
export const MarkerRefusal = {
  Unknown: 'id:unknown',
  NotDispatcher: 'caller:not-dispatcher',
  TooMany: 'markers:tooMany',
} as const;

/** Events of the log: every dispatcher's map follows them. */
export const MarkAddedSchema = z.object({ type: z.literal('mark.added'), marker: MarkerSchema });
export const MarkUpdatedSchema = z.object({ type: z.literal('mark.updated'), marker: MarkerSchema });
export const MarkRemovedSchema = z.object({ type: z.literal('mark.removed'), id: z.string(), by: MsId });
export type MarkEvent = z.infer<typeof MarkAddedSchema> | z.infer<typeof MarkUpdatedSchema> | z.infer<typeof MarkRemovedSchema>;

export const isMarkEvent = (event: { type: string }): event is MarkEvent => event.type.startsWith('mark.');
export const markIdOf = (event: MarkEvent): string => (event.type === 'mark.removed' ? event.id : event.marker.id);
