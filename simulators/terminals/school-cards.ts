import { z } from 'zod';
import { DsClient, hashForWire, PATH_PASSWORD, SchoolPaths } from '../../protocol/index.ts';
import type { Operator } from './roster.ts';

const LoginAnswer = z.object({ token: z.string() });
const Students = z.array(z.object({ studentNum: z.string() }));

/** The student card numbers the platform knows, read with the operator's account as the roster is. */
export async function readStudentCards(baseUrl: string, operator: Operator): Promise<string[]> {
  const answer = await new DsClient({ baseUrl }).get(PATH_PASSWORD, { uid: operator.account, auth: hashForWire(operator.password) });
  const { token } = LoginAnswer.parse(answer.desc);
  const ds = new DsClient({ baseUrl, token: () => token });
  try {
    return Students.parse((await ds.get(SchoolPaths.studentList)).list).map((student) => student.studentNum);
  } finally {
    await ds.post('/ds/pub/logout', undefined, { token }).catch(() => undefined);
  }
}
