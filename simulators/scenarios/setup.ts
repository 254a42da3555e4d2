import { DsClient, FencePath, FenceSchema, hashForWire, PATH_LONE_WORK_ADD, PATH_LONE_WORK_UPDATE, PATH_PASSWORD, type Fence } from '../../protocol/index.ts';
import type { Operator } from '../terminals/roster.ts';
import type { Scenario } from './format.ts';
import { membersOf, type ScenarioPlan } from './plan.ts';

/** A REST session of the scenario's operator (a dispatcher): fences and lone worker plans are theirs to set. */
export async function operatorSession(baseUrl: string, operator: Operator): Promise<{ readonly ds: DsClient; close(): Promise<void> }> {
  const answer = await new DsClient({ baseUrl }).get(PATH_PASSWORD, { uid: operator.account, auth: hashForWire(operator.password) });
  const token = (answer.desc as { token?: unknown } | null)?.token;
  if (typeof token !== 'string') throw new Error(`operator ${operator.account}: login answer without a token`);
  const ds = new DsClient({ baseUrl, token: () => token });
  return { ds, close: () => ds.post('/ds/pub/logout', undefined, { token }).then(() => undefined, () => undefined) };
}

/** Creates the scenario's fences watching its groups' terminals, or updates fences of the same name. */
export async function setUpFences(ds: DsClient, scenario: Scenario, plan: ScenarioPlan): Promise<void> {
  if (scenario.fences.length === 0) return;
  const existing = FenceSchema.array().parse((await ds.get(FencePath.List)).list);
  for (const fence of scenario.fences) {
    const shape = { kind: 'circle', center: [fence.circle.lng, fence.circle.lat], radius: fence.circle.radius };
    const terminals = membersOf(plan, fence.watch);
    const same: Fence | undefined = existing.find((candidate) => candidate.name === fence.name);
    if (!same) {
      await ds.post(FencePath.Create, { name: fence.name, type: fence.type, shape, terminals });
      continue;
    }
    await ds.put(FencePath.Edit, { fenceid: same.fenceid, name: fence.name, type: fence.type, shape });
    await ds.post(FencePath.Set, { fenceid: same.fenceid, terminals });
  }
}

/** Adds and starts the scenario's lone worker plan now; resolves its id. */
export async function startLoneWorkPlan(ds: DsClient, scenario: Scenario, plan: ScenarioPlan, now = new Date()): Promise<string | null> {
  const loneWorker = scenario.loneWorker;
  if (!loneWorker) return null;
  const draft = {
    msIds: membersOf(plan, loneWorker.watch),
    date: now.toISOString().slice(0, 10),
    sTime: now.toISOString().slice(11, 16),
    wTime: loneWorker.durationMinutes,
    hb: Math.min(loneWorker.checkInMinutes, loneWorker.durationMinutes),
    enabled: false,
    utcOffset: 0,
  };
  const work = (await ds.post(PATH_LONE_WORK_ADD, draft)).desc as { id: string };
  await ds.put(PATH_LONE_WORK_UPDATE, { id: work.id, op: 'start' });
  return work.id;
}

/** Ends the scenario's plan (no more check-ins or alarms once the run is over). */
export async function endLoneWorkPlan(ds: DsClient, id: string): Promise<void> {
  await ds.put(PATH_LONE_WORK_UPDATE, { id, op: 'end' });
}
