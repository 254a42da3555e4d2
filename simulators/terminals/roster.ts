import { z } from 'zod';
import { DsClient, hashForWire, PATH_PASSWORD, TerminalSchema, TerminalType, type Terminal } from '../../protocol/index.ts';

export type Operator = { readonly account: string; readonly password: string };

const GroupsAndTerminals = z.object({ terminals: z.array(TerminalSchema) });
const LoginAnswer = z.object({ token: z.string() });

/**
 * The terminals to simulate, as the platform lists them: the fleet reads the roster with an
 * operator's account (a REST session only, so no console gets kicked), then logs that session out.
 */
export async function readRoster(baseUrl: string, operator: Operator): Promise<Terminal[]> {
  const answer = await new DsClient({ baseUrl }).get(PATH_PASSWORD, { uid: operator.account, auth: hashForWire(operator.password) });
  const { token } = LoginAnswer.parse(answer.desc);
  const ds = new DsClient({ baseUrl, token: () => token });
  try {
    const { terminals } = GroupsAndTerminals.parse((await ds.get('/ds/data/getGrpMsList')).desc);
    return terminals.filter((terminal) => terminal.type !== TerminalType.Dispatcher).sort((a, b) => a.msId.localeCompare(b.msId));
  } finally {
    await ds.post('/ds/pub/logout', undefined, { token }).catch(() => undefined);
  }
}
