import { z } from 'zod';

/**
 * The emulator's road net (docs/protocol.md "Map"): the streets its simulated fleet drives on, as a
 * GeoJSON FeatureCollection of LineStrings ([lng, lat] pairs). The console draws it over the shipped
 * Natural Earth basemap, so the demo area shows streets with no tile server at all.
 */
export const PATH_ROAD_NET = '/ds/map/roadNet';

export const RoadKind = { Avenue: 'avenue', Street: 'street' } as const;
export type RoadKind = (typeof RoadKind)[keyof typeof RoadKind];

const Position = z.tuple([z.number(), z.number()]);

export const RoadSchema = z.object({
  type: z.literal('Feature'),
  properties: z.object({ name: z.string(), kind: z.enum([RoadKind.Avenue, RoadKind.Street]) }),
  geometry: z.object({ type: z.literal('LineString'), coordinates: z.array(Position).min(2) }),
});
export type Road = z.infer<typeof RoadSchema>;

export const RoadNetSchema = z.object({ type: z.literal('FeatureCollection'), features: z.array(RoadSchema) });
export type RoadNet = z.infer<typeof RoadNetSchema>;
