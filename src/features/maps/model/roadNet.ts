/** Loads the emulator's road net (docs/protocol.md "Map"); a platform without one answers an error. */
import { RoadNetSchema, PATH_ROAD_NET, type RoadNet } from '../../../../protocol/roadNet.ts';

export type RoadNetDs = { get(path: string): Promise<{ desc: unknown }> };

export async function loadRoadNet(ds: RoadNetDs): Promise<RoadNet> {
  const answer = await ds.get(PATH_ROAD_NET);
  const parsed = RoadNetSchema.safeParse(answer.desc);
  if (!parsed.success) throw new Error(`road net: ${parsed.error.issues[0]?.message ?? 'malformed'}`);
  return parsed.data;
}
