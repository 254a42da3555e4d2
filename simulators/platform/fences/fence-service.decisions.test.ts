import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { FenceLimits, FenceRefusal, type Fence, type FenceAlarm, type FenceShape, type GpsFix } from '../../../protocol/index.ts';
import { dispatcher, openMemoryPlatform, seed, terminal, type MemoryPlatform } from '../testing/memory-platform.ts';
import { FenceService, type FenceAnswer } from './fence-service.ts';

/**
 * The fence service's decisions on an in-memory platform (fence-service.test.ts runs the same
 * service through the emulator's routes and sockets): who may change which fence, the limits, and
 * which fixes raise alarms.
 */
const ME = '20000001';
const THEIRS = '20000009';
const RADIO = '10000021';
const SECOND = '10000022';
const FOREIGN = '10000099';
const START = Date.UTC(2026, 10, 25, 9);
const block: FenceShape = {
  kind: 'polygon',
  points: [
    [-0.379, 39.468],
    [-0.374, 39.468],
    [-0.374, 39.472],
    [-0.379, 39.472],
  ],
};
const zone: FenceShape = { kind: 'circle', center: [-0.36, 39.47], radius: 300 };
const INSIDE = [-0.3763, 39.4699] as const;
/** Outside the block, inside the zone. */
const IN_ZONE = [-0.36, 39.47] as const;
const FAR = [-0.3, 39.47] as const;

let memory: MemoryPlatform;
let fences: FenceService;
/** The terminal's clock of the fixes, a second apart. */
let fixTime = 0;
beforeEach(async () => {
  memory = await openMemoryPlatform(START);
  await seed(memory.platform, [dispatcher(ME), dispatcher(THEIRS, { cid: '2' }), terminal(RADIO), terminal(SECOND), terminal(FOREIGN, { cid: '2' })]);
  fences = new FenceService(memory.platform);
  fixTime = 0;
});
afterEach(() => memory.close());

const fenceOf = (answer: FenceAnswer): Fence => {
  if (!('fence' in answer)) throw new Error(`refused: ${answer.code} ${answer.desc}`);
  return answer.fence;
};
const move = async (msId: string, [lng, lat]: readonly [number, number]) => {
  const fix: GpsFix = { lng, lat, speed: 5, direction: 0, altitude: 0, time: (fixTime += 1_000) };
  expect(await fences.commitFix(msId, fix)).toBe(true);
};
const alarms = (): FenceAlarm[] => memory.platform.state.fences.alarms;

describe('fence changes', () => {
  it('are for dispatchers only', async () => {
    expect(await fences.create(RADIO, { name: 'Depot', type: 'in', shape: block })).toEqual({ code: '403', desc: FenceRefusal.NotDispatcher });
    expect(fences.listFor(RADIO)).toBeNull();
  });

  it("keep names unique within a customer only, and an edit may keep its own name", async () => {
    const depot = fenceOf(await fences.create(ME, { name: 'Depot', type: 'in', shape: block }));
    expect(await fences.create(ME, { name: 'Depot', type: 'out', shape: zone })).toEqual({ code: '409', desc: FenceRefusal.NameTaken });
    expect(fenceOf(await fences.create(THEIRS, { name: 'Depot', type: 'in', shape: block })).cid).toBe('2');
    expect(fenceOf(await fences.edit(ME, depot.fenceid, { name: 'Depot', type: 'out', shape: zone }))).toMatchObject({ name: 'Depot', type: 'out', shape: zone });
    fenceOf(await fences.create(ME, { name: 'Yard', type: 'in', shape: block }));
    expect(await fences.edit(ME, depot.fenceid, { name: 'Yard', type: 'in', shape: block })).toEqual({ code: '409', desc: FenceRefusal.NameTaken });
  });

  it("leave another customer's fence alone (404 as if it did not exist)", async () => {
    const theirs = fenceOf(await fences.create(THEIRS, { name: 'Theirs', type: 'in', shape: block }));
    const unknown = { code: '404', desc: FenceRefusal.Unknown };
    expect(await fences.edit(ME, theirs.fenceid, { name: 'Mine', type: 'in', shape: block })).toEqual(unknown);
    expect(await fences.setTerminals(ME, theirs.fenceid, [RADIO])).toEqual(unknown);
    expect(await fences.delete(ME, theirs.fenceid)).toEqual(unknown);
    expect(fences.terminalsOf(ME, theirs.fenceid)).toEqual(unknown);
    expect(fences.listFor(ME)).toEqual([]);
  });

  it("watch only the customer's own terminals, not dispatchers, each once", async () => {
    expect(await fences.create(ME, { name: 'Depot', type: 'in', shape: block }, [RADIO, FOREIGN])).toEqual({ code: '404', desc: `${FenceRefusal.UnknownTerminal} ${FOREIGN}` });
    expect(await fences.create(ME, { name: 'Depot', type: 'in', shape: block }, [ME])).toEqual({ code: '404', desc: `${FenceRefusal.UnknownTerminal} ${ME}` });
    const depot = fenceOf(await fences.create(ME, { name: 'Depot', type: 'in', shape: block }, [RADIO, RADIO]));
    expect(depot.terminals).toEqual([RADIO]);
    expect(fenceOf(await fences.setTerminals(ME, depot.fenceid, [SECOND, RADIO, SECOND])).terminals).toEqual([SECOND, RADIO]);
  });

  it(`stop at ${FenceLimits.maxFences} fences per customer`, async () => {
    const made: Fence[] = Array.from({ length: FenceLimits.maxFences }, (_, at) => ({ fenceid: String(at + 1), cid: '1', name: `F${at}`, type: 'in', shape: block, creator: ME, creatorName: 'One', time: START, terminals: [] }));
    await memory.platform.commit(made.map((fence) => ({ type: 'fence.created' as const, fence, logType: 113 as const })));
    expect(await fences.create(ME, { name: 'One more', type: 'in', shape: block })).toEqual({ code: '409', desc: FenceRefusal.TooMany });
    expect((await fences.create(THEIRS, { name: 'One more', type: 'in', shape: block })).code).toBe('0');
  });

  it('never reuse a deleted fence id', async () => {
    const first = fenceOf(await fences.create(ME, { name: 'A', type: 'in', shape: block }));
    await fences.delete(ME, first.fenceid);
    expect(fenceOf(await fences.create(ME, { name: 'B', type: 'in', shape: block })).fenceid).not.toBe(first.fenceid);
  });
});

describe('fence alarms from GPS fixes', () => {
  it('raise none on a first fix, even on the wrong side', async () => {
    fenceOf(await fences.create(ME, { name: 'Depot', type: 'in', shape: block }, [RADIO]));
    await move(RADIO, FAR);
    expect(alarms()).toEqual([]);
  });

  it('raise one per crossing, stamped with the fix and the platform clock, however long it stays out', async () => {
    const depot = fenceOf(await fences.create(ME, { name: 'Depot', type: 'in', shape: block }, [RADIO]));
    await move(RADIO, INSIDE);
    memory.advance(7_000);
    await move(RADIO, FAR);
    await move(RADIO, IN_ZONE);
    await move(RADIO, FAR);
    expect(alarms()).toEqual([expect.objectContaining({ id: '1', fenceid: depot.fenceid, msId: RADIO, kind: 'left', lng: FAR[0], lat: FAR[1], time: 2_000, alarmTime: START + 7_000 })]);
    await move(RADIO, INSIDE);
    await move(RADIO, FAR);
    expect(alarms().map((alarm) => alarm.id)).toEqual(['1', '2']);
  });

  it('raise an alarm for each fence one move crosses, and none for terminals no fence watches', async () => {
    fenceOf(await fences.create(ME, { name: 'Depot', type: 'in', shape: block }, [RADIO]));
    fenceOf(await fences.create(ME, { name: 'Closed', type: 'out', shape: zone }, [RADIO]));
    await move(RADIO, INSIDE);
    await move(SECOND, INSIDE);
    await move(RADIO, IN_ZONE);
    await move(SECOND, IN_ZONE);
    expect(alarms().map((alarm) => [alarm.fenceName, alarm.kind, alarm.id])).toEqual([
      ['Depot', 'left', '1'],
      ['Closed', 'entered', '2'],
    ]);
  });

  it("tell each watched terminal's side of the fence, null without a fix", async () => {
    const depot = fenceOf(await fences.create(ME, { name: 'Depot', type: 'in', shape: block }, [RADIO, SECOND]));
    await move(RADIO, INSIDE);
    expect(fences.terminalsOf(ME, depot.fenceid)).toEqual({
      code: '0',
      list: [
        { msId: RADIO, msName: `T-${RADIO}`, inside: true },
        { msId: SECOND, msName: `T-${SECOND}`, inside: null },
      ],
    });
  });

  it("are handled only by the alarm's customer", async () => {
    fenceOf(await fences.create(ME, { name: 'Depot', type: 'in', shape: block }, [RADIO]));
    await move(RADIO, INSIDE);
    await move(RADIO, FAR);
    expect(await fences.acknowledgeAlarm(THEIRS, '1')).toEqual({ code: '404', desc: FenceRefusal.UnknownAlarm });
    expect(await fences.acknowledgeAlarm(RADIO, '1')).toEqual({ code: '403', desc: FenceRefusal.NotDispatcher });
    expect(await fences.acknowledgeAlarm(ME, '1')).toMatchObject({ code: '0', alarm: { handler: ME, acknowledgedAt: START } });
  });
});
