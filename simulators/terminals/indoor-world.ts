import { z } from 'zod';
import { DsClient, hashForWire, IndoorAreaSchema, IndoorPaths, PATH_PASSWORD, type IndoorArea } from '../../protocol/index.ts';
import type { Operator } from './roster.ts';

const LoginAnswer = z.object({ token: z.string() });

/**
 * The beacons of the simulated building: where they hang is a fact of the world, which the
 * simulation reads from the platform's areas with an operator's REST session (as the roster is read).
 */
export async function readIndoorAreas(baseUrl: string, operator: Operator): Promise<IndoorArea[]> {
  const answer = await new DsClient({ baseUrl }).get(PATH_PASSWORD, { uid: operator.account, auth: hashForWire(operator.password) });
  const { token } = LoginAnswer.parse(answer.desc);
  const ds = new DsClient({ baseUrl, token: () => token });
  try {
    return (await ds.get(IndoorPaths.list)).list.map((item) => IndoorAreaSchema.parse(item));
  } finally {
    await ds.post('/ds/pub/logout', undefined, { token }).catch(() => undefined);
  }
}
