import { z } from 'zod';
import type { Point } from './indoorGeometry.ts';

/**
 * Indoor positioning (SPEC §2 /indoorPositioning/indoor and the indoor area editor, §5 "env decay
 * between 1.1 and 10.0; RSSI at 1 m between -100 and -50", §6 feature 'indoor location').
 * docs/protocol.md "Indoor positioning". The rules here are the console's and the emulator's.
 */

export const IndoorLimits = {
  envDecayMin: 1.1,
  envDecayMax: 10.0,
  rssi1mMin: -100,
  rssi1mMax: -50,
  /** Free space is 2; a typical office floor is 2–3. */
  defaultEnvDecay: 2,
  /** A common BLE beacon's calibrated power. */
  defaultRssi1m: -59,
  maxBlueprintBytes: 4 * 1024 * 1024,
  minBlueprintSide: 16,
  maxBlueprintSide: 8192,
  maxNameLength: 40,
  maxAreas: 50,
  maxBeacons: 64,
  maxBorderPoints: 100,
  /** Pixels per metre. */
  maxScale: 10_000,
  /** Beacon coordinates, metres from the origin. */
  maxMetres: 10_000,
  /** What a receiver can report, dBm. */
  minReadingRssi: -150,
  maxReadingRssi: 20,
} as const;

export const IndoorPaths = {
  list: '/ds/indoor/listArea',
  add: '/ds/indoor/addArea',
  update: '/ds/indoor/updateArea',
  remove: '/ds/indoor/deleteArea',
  /** The upload host: a blueprint's raw bytes in, `{ fileUrl, width, height }` out. */
  uploadBlueprint: '/filews/upload/blueprint',
} as const;

export const BLUEPRINT_FILE_URL = /^\/filews\/files\/blueprints\/([0-9a-f]{64})\.(png|jpg)$/;

export const IndoorRefusal = {
  Unknown: 'id:unknown',
  NoPermission: 'caller:no-indoor-permission',
  TooMany: 'areas:tooMany',
  BlueprintUnknown: 'blueprintUrl:unknown',
  BeaconTaken: 'beacons:taken',
  TooFewBeacons: 'readings:tooFewBeacons',
  NotReady: 'area:notReady',
  NoFix: 'readings:noFix',
} as const;

// ---- field rules ----

export type NumberProblem = 'required' | 'outOfRange';

/** SPEC §5: env decay (the path-loss exponent n) between 1.1 and 10.0. */
export function envDecayProblem(value: number | null): NumberProblem | null {
  if (value === null || !Number.isFinite(value)) return 'required';
  return value < IndoorLimits.envDecayMin || value > IndoorLimits.envDecayMax ? 'outOfRange' : null;
}

/** SPEC §5: RSSI at 1 m between −100 and −50 dBm. */
export function rssi1mProblem(value: number | null): NumberProblem | null {
  if (value === null || !Number.isFinite(value)) return 'required';
  return value < IndoorLimits.rssi1mMin || value > IndoorLimits.rssi1mMax ? 'outOfRange' : null;
}

/** A number typed in a field: '' is null, anything not a plain decimal is NaN (so 'required'). */
export function numberOf(text: string): number | null {
  const trimmed = text.trim();
  if (trimmed === '') return null;
  return /^[-+]?(\d+\.?\d*|\.\d+)$/.test(trimmed) ? Number(trimmed) : Number.NaN;
}

// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u001f\u007f]/;

export type NameProblem = 'required' | 'tooLong' | 'control';

export function areaNameProblem(name: string): NameProblem | null {
  const trimmed = name.trim();
  if (trimmed === '') return 'required';
  if ([...trimmed].length > IndoorLimits.maxNameLength) return 'tooLong';
  return CONTROL.test(trimmed) ? 'control' : null;
}

/** Beacons are named by their Bluetooth MAC, written AA:BB:CC:DD:EE:FF. */
export const BEACON_ID = /^[0-9A-F]{2}(:[0-9A-F]{2}){5}$/;

export type BeaconProblem = 'invalidId' | 'duplicate' | 'outOfRange' | 'tooMany';

export function beaconsProblem(beacons: readonly { id: string; x: number; y: number }[]): BeaconProblem | null {
  if (beacons.length > IndoorLimits.maxBeacons) return 'tooMany';
  const seen = new Set<string>();
  for (const beacon of beacons) {
    if (!BEACON_ID.test(beacon.id)) return 'invalidId';
    if (seen.has(beacon.id)) return 'duplicate';
    seen.add(beacon.id);
    if (![beacon.x, beacon.y].every((v) => Number.isFinite(v) && Math.abs(v) <= IndoorLimits.maxMetres)) return 'outOfRange';
  }
  return null;
}

export type PixelProblem = 'noBlueprint' | 'outside';

/** A point clicked on the blueprint must lie on it. */
export function pixelProblem(point: Point, blueprint: Blueprint | null): PixelProblem | null {
  if (!blueprint) return 'noBlueprint';
  return point.x >= 0 && point.y >= 0 && point.x <= blueprint.width && point.y <= blueprint.height ? null : 'outside';
}

export type BorderProblem = PixelProblem | 'tooFewPoints' | 'tooManyPoints';

export function borderProblem(border: readonly Point[], blueprint: Blueprint | null): BorderProblem | null {
  if (border.length === 0) return null;
  if (border.length > IndoorLimits.maxBorderPoints) return 'tooManyPoints';
  for (const point of border) {
    const problem = pixelProblem(point, blueprint);
    if (problem) return problem;
  }
  return new Set(border.map((p) => `${p.x},${p.y}`)).size < 3 ? 'tooFewPoints' : null;
}

export type ScaleProblem = 'noBlueprint' | 'outOfRange';

export function scaleProblem(scale: number, blueprint: Blueprint | null): ScaleProblem | null {
  if (!blueprint) return 'noBlueprint';
  return Number.isFinite(scale) && scale > 0 && scale <= IndoorLimits.maxScale ? null : 'outOfRange';
}

/** Every rule of a whole area, as `field: problem` (the first found), or null. */
export function areaProblem(area: IndoorAreaFields): string | null {
  const checks: [string, string | null][] = [
    ['name', areaNameProblem(area.name)],
    ['envDecay', envDecayProblem(area.envDecay)],
    ['rssi1m', rssi1mProblem(area.rssi1m)],
    ['origin', area.origin ? pixelProblem(area.origin, area.blueprint) : null],
    ['endPoint', area.endPoint ? pixelProblem(area.endPoint, area.blueprint) : null],
    ['scale', area.scale === null ? null : scaleProblem(area.scale, area.blueprint)],
    ['border', borderProblem(area.border, area.blueprint)],
    ['beacons', beaconsProblem(area.beacons)],
  ];
  const found = checks.find(([, problem]) => problem !== null);
  return found ? `${found[0]}:${found[1]}` : null;
}

// ---- blueprint files ----

export type BlueprintProblem = 'fileRequired' | 'fileTooBig' | 'fileType' | 'dimensions';
export type BlueprintType = 'image/png' | 'image/jpeg';
export type BlueprintInfo = { readonly type: BlueprintType; readonly width: number; readonly height: number };

/** A PNG's or JPEG's type and size read from its own header; null when the bytes are neither. */
export function sniffBlueprint(bytes: Uint8Array): BlueprintInfo | null {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const png = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a].every((b, i) => bytes[i] === b);
  if (png) {
    if (bytes.length < 24 || String.fromCharCode(...bytes.subarray(12, 16)) !== 'IHDR') return null;
    return { type: 'image/png', width: view.getUint32(16), height: view.getUint32(20) };
  }
  if (bytes[0] !== 0xff || bytes[1] !== 0xd8) return null;
  // JPEG: walk the marker segments to the frame header (SOF0–SOF15 but DHT C4, JPG C8, DAC CC).
  let at = 2;
  while (at + 9 < bytes.length) {
    if (bytes[at] !== 0xff) return null;
    const marker = bytes[at + 1]!;
    if (marker === 0xff) {
      at += 1;
      continue;
    }
    const length = view.getUint16(at + 2);
    if (marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc) {
      return { type: 'image/jpeg', height: view.getUint16(at + 5), width: view.getUint16(at + 7) };
    }
    if (length < 2) return null;
    at += 2 + length;
  }
  return null;
}

/** The blueprint rules, shared by the console (before sending) and the upload host. */
export function blueprintProblem(bytes: Uint8Array): BlueprintProblem | null {
  if (bytes.length === 0) return 'fileRequired';
  if (bytes.length > IndoorLimits.maxBlueprintBytes) return 'fileTooBig';
  const info = sniffBlueprint(bytes);
  if (!info) return 'fileType';
  const sides = [info.width, info.height];
  return sides.every((side) => side >= IndoorLimits.minBlueprintSide && side <= IndoorLimits.maxBlueprintSide) ? null : 'dimensions';
}

// ---- the wire ----

const PixelPoint = z.object({ x: z.number(), y: z.number() });
export const BlueprintSchema = z.object({ url: z.string(), width: z.number().int().positive(), height: z.number().int().positive() });
export type Blueprint = z.infer<typeof BlueprintSchema>;
export const BeaconSchema = z.object({ id: z.string(), x: z.number(), y: z.number() });
export type Beacon = z.infer<typeof BeaconSchema>;

const AreaFields = {
  name: z.string(),
  blueprint: BlueprintSchema.nullable(),
  /** Blueprint pixel of (0 m, 0 m). */
  origin: PixelPoint.nullable(),
  /** Blueprint pixel of the area's far corner: with the origin, the default border. */
  endPoint: PixelPoint.nullable(),
  /** Pixels per metre. */
  scale: z.number().nullable(),
  /** Blueprint pixels; [] for none (then the origin–end point rectangle, if both are set). */
  border: z.array(PixelPoint),
  /** Metres from the origin. */
  beacons: z.array(BeaconSchema),
  envDecay: z.number(),
  rssi1m: z.number(),
};

export const IndoorAreaSchema = z.object({ id: z.string(), ...AreaFields, updatedBy: z.string(), time: z.number() });
export type IndoorArea = z.infer<typeof IndoorAreaSchema>;
export type IndoorAreaFields = Omit<IndoorArea, 'id' | 'updatedBy' | 'time'>;

const Finite = z.number().finite();
const InPoint = z.object({ x: Finite, y: Finite });

/** POST addArea. */
export const AddAreaBody = z.object({ name: z.string().max(IndoorLimits.maxNameLength * 2).transform((name) => name.trim()) });

/** PUT updateArea: only what is given changes; the whole area must then pass `areaProblem`. */
export const UpdateAreaBody = z.object({
  id: z.string().min(1).max(32),
  name: z
    .string()
    .max(IndoorLimits.maxNameLength * 2)
    .transform((name) => name.trim())
    .optional(),
  blueprintUrl: z.string().regex(BLUEPRINT_FILE_URL, 'unknown').optional(),
  origin: InPoint.nullable().optional(),
  endPoint: InPoint.nullable().optional(),
  scale: Finite.nullable().optional(),
  border: z.array(InPoint).max(IndoorLimits.maxBorderPoints + 1).optional(),
  beacons: z
    .array(z.object({ id: z.string().max(32).transform((id) => id.toUpperCase()), x: Finite, y: Finite }))
    .max(IndoorLimits.maxBeacons + 1)
    .optional(),
  envDecay: Finite.optional(),
  rssi1m: Finite.optional(),
});
export type UpdateArea = z.input<typeof UpdateAreaBody>;

export const AreaIdQuery = z.object({ id: z.string().min(1).max(32) });

/** A beacon's distance as the path-loss model read it from one scan (metres): what debug mode draws. */
export const BeaconRangeSchema = z.object({ beaconId: z.string(), distance: z.number() });
export type BeaconRange = z.infer<typeof BeaconRangeSchema>;

/** A terminal's last indoor fix. */
export const IndoorFixSchema = z.object({ msId: z.string(), areaId: z.string(), x: z.number(), y: z.number(), beacons: z.number().int(), ranges: z.array(BeaconRangeSchema).default([]), time: z.number() });
export type IndoorFix = z.infer<typeof IndoorFixSchema>;

/** listArea's `data.desc`: the log position the list is as of and the terminals' last fixes. */
export const ListAreaAnswerSchema = z.object({ seq: z.number().int().nonnegative(), fixes: z.array(IndoorFixSchema), editable: z.boolean() });

/** What a terminal's Bluetooth scan heard: beacon MAC and received power (dBm). */
export const BeaconReadingSchema = z.object({
  beaconId: z.string().regex(BEACON_ID),
  rssi: z.number().min(IndoorLimits.minReadingRssi).max(IndoorLimits.maxReadingRssi),
});
export type BeaconReading = z.infer<typeof BeaconReadingSchema>;

export const IndoorCommandSchemas = {
  reportBeacons: z.object({ readings: z.array(BeaconReadingSchema).min(1).max(IndoorLimits.maxBeacons) }),
} as const;

/** Events of the log: every console's editor and blueprint follow them. */
export const IndoorAreaSetSchema = z.object({ type: z.literal('indoor.areaSet'), area: IndoorAreaSchema });
export const IndoorAreaRemovedSchema = z.object({ type: z.literal('indoor.areaRemoved'), id: z.string(), by: z.string() });
export const IndoorPositionSchema = z.object({
  type: z.literal('indoor.position'),
  msId: z.string(),
  areaId: z.string(),
  /** Metres from the area's origin, to the millimetre. */
  x: z.number(),
  y: z.number(),
  /** How many beacons the fix used. */
  beacons: z.number().int(),
  ranges: z.array(BeaconRangeSchema).default([]),
});
export type IndoorEvent = z.infer<typeof IndoorAreaSetSchema> | z.infer<typeof IndoorAreaRemovedSchema> | z.infer<typeof IndoorPositionSchema>;
export const isIndoorEvent = (event: { type: string }): event is IndoorEvent => event.type.startsWith('indoor.');

/** The border positions are clamped into, in metres: the drawn polygon, else the origin–end point rectangle, else none. */
export function borderInMetres(area: Pick<IndoorArea, 'origin' | 'endPoint' | 'scale' | 'border'>): Point[] {
  const { origin, scale, endPoint } = area;
  if (!origin || !scale) return [];
  const metres = (p: Point) => ({ x: (p.x - origin.x) / scale, y: (origin.y - p.y) / scale });
  if (area.border.length >= 3) return area.border.map(metres);
  if (!endPoint) return [];
  const far = metres(endPoint);
  return [
    { x: 0, y: 0 },
    { x: far.x, y: 0 },
    far,
    { x: 0, y: far.y },
  ];
}
