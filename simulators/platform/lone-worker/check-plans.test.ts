import { describe, expect, it } from 'vitest';
import type { LoneWork, Terminal } from '../../../protocol/index.ts';
import { checkPlans, type PlanWorld } from './check-plans.ts';

const MINUTE = 1_000;
const RADIO = '10000001';
const OTHER = '10000002';

const plan = (change: Partial<LoneWork> = {}): LoneWork => ({
  id: '1',
  msIds: [RADIO],
  date: '2026-11-25',
  sTime: '08:00',
  eTime: '09:00',
  wTime: 60,
  hb: 5,
  utcOffset: 0,
  plannedStart: 100_000,
  plannedEnd: 100_000 + 60 * 60_000,
  enabled: true,
  status: 'normal',
  realStart: null,
  realEnd: null,
  dueEnd: null,
  lastCheckIn: null,
  nextCheckIn: null,
  replies: {},
  alarmCount: 0,
  creator: '20000001',
  createdAt: 0,
  updatedAt: 0,
  ...change,
});
const terminal = (msId: string, change: Partial<Terminal> = {}): Terminal =>
  ({ msId, msName: msId, cid: '1', type: 1, online: 1, grp: [], currentGroup: '', battery: 80, signal: 4, model: '', gps: null, lastOnline: null, lastOffline: null, ...change }) as Terminal;
const world = (plans: LoneWork[], terminals: Terminal[] = [terminal(RADIO)], extra: Partial<PlanWorld> = {}): PlanWorld => ({
  plans,
  terminals: new Map(terminals.map((item) => [item.msId, item])),
  calls: new Map(),
  floors: new Map(),
  lastAlarmId: 0,
  ...extra,
});
const running = (change: Partial<LoneWork> = {}) => plan({ realStart: 0, dueEnd: 60 * MINUTE, lastCheckIn: 0, nextCheckIn: 5 * MINUTE, ...change });

describe('lone worker checks', () => {
  it('starts an enabled plan at its planned time, with its first check-in one interval later', () => {
    expect(checkPlans(world([plan()]), 99_999, MINUTE)).toEqual([]);
    expect(checkPlans(world([plan()]), 100_000, MINUTE)).toEqual([
      { type: 'loneWork.started', id: '1', at: 100_000, dueEnd: 100_000 + 60 * MINUTE, by: null },
      { type: 'loneWork.checkIn', id: '1', msIds: [RADIO], at: 100_000, next: 100_000 + 5 * MINUTE },
    ]);
    expect(checkPlans(world([plan({ enabled: false })]), 100_000, MINUTE)).toEqual([]);
  });

  it('checks nothing before the check-in is due', () => {
    expect(checkPlans(world([running()]), 5 * MINUTE - 1, MINUTE)).toEqual([]);
  });

  it("raises 'forgot to reply' for a terminal that did not answer the last check-in, and asks again", () => {
    const events = checkPlans(world([running({ replies: { [RADIO]: -1 } })]), 5 * MINUTE, MINUTE);
    expect(events).toEqual([
      { type: 'loneWork.alarmed', alarm: { id: '1', workId: '1', msId: RADIO, alarmTime: 5 * MINUTE, cause: 'forgotReply', remark: '', handler: null, handledAt: null } },
      { type: 'loneWork.checkIn', id: '1', msIds: [RADIO], at: 5 * MINUTE, next: 10 * MINUTE },
    ]);
  });

  it('a terminal that answered is fine', () => {
    expect(checkPlans(world([running({ replies: { [RADIO]: 10 } })]), 5 * MINUTE, MINUTE).map((event) => event.type)).toEqual(['loneWork.checkIn']);
  });

  it.each([
    [{ online: 0 as const }, 'offline'],
    [{ battery: 3 }, 'noBattery'],
    [{ signal: 1 }, 'weakSignal'],
  ])('raises the cause of the terminal’s real state: %o is %s', (change, cause) => {
    const [alarm] = checkPlans(world([running({ replies: { [RADIO]: 10 } })], [terminal(RADIO, change)]), 5 * MINUTE, MINUTE);
    expect(alarm).toMatchObject({ type: 'loneWork.alarmed', alarm: { cause } });
  });

  it('a terminal in a call or holding a floor is busy', () => {
    const inCall = world([running({ replies: { [RADIO]: 10 } })], undefined, { calls: new Map([['c', { callId: 'c', caller: OTHER, callee: RADIO, media: 'audio' as const, state: 'connected' as const, since: 0 }]]) });
    expect(checkPlans(inCall, 5 * MINUTE, MINUTE)[0]).toMatchObject({ alarm: { cause: 'busy' } });
    const talking = world([running({ replies: { [RADIO]: 10 } })], undefined, {
      floors: new Map([['g', { gid: 'g', talker: { msId: RADIO, name: '', type: 1, priority: 1 }, grantedAt: 0, maxMs: 1, queue: [] }]]),
    } as unknown as Partial<PlanWorld>);
    expect(checkPlans(talking, 5 * MINUTE, MINUTE)[0]).toMatchObject({ alarm: { cause: 'busy' } });
  });

  it('numbers alarms after the last one, one per terminal in trouble', () => {
    const events = checkPlans(world([running({ msIds: [RADIO, OTHER] })], [terminal(RADIO), terminal(OTHER, { online: 0 })], { lastAlarmId: 7 }), 5 * MINUTE, MINUTE);
    expect(events.filter((event) => event.type === 'loneWork.alarmed').map((event) => event.type === 'loneWork.alarmed' && [event.alarm.id, event.alarm.msId, event.alarm.cause])).toEqual([
      ['8', RADIO, 'forgotReply'],
      ['9', OTHER, 'offline'],
    ]);
  });

  it('ends a running plan when its work period ran out, and leaves finished plans alone', () => {
    expect(checkPlans(world([running()]), 60 * MINUTE, MINUTE)).toEqual([{ type: 'loneWork.ended', id: '1', at: 60 * MINUTE, by: null }]);
    expect(checkPlans(world([running({ realEnd: 1, status: 'finished' })]), 90 * MINUTE, MINUTE)).toEqual([]);
  });
});
