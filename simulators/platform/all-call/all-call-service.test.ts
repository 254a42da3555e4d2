import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { AllCallLimits, AllCallRefusal, type PlatformEvent } from '../../../protocol/index.ts';
import type { EmulatorEvent } from '../events/emulator-event.ts';
import { FloorControl } from '../floor/floor-control.ts';
import { dispatcher, group, openMemoryPlatform, seed, terminal, type MemoryPlatform } from '../testing/memory-platform.ts';
import { AllCallService } from './all-call-service.ts';
import type { OneWayMedia, OneWayMediaCall } from './one-way-media.ts';

/**
 * The one-way call service on an in-memory platform with the real floor arbiter and a stand-in
 * media server (all-call-voice.test.ts runs the real media): who is called, and when a call ends.
 */
const ME = '20000001';
const OTHER = '20000002';
const RADIO = '10000001';
const TEMP = '900001';
const START = Date.UTC(2026, 10, 25, 9);

type FakeCall = OneWayMediaCall & { gids: readonly string[]; dropped: string[]; closed: boolean; whenClosed: Promise<void> };

/** Relays every group asked for unless `unreachable` names it; `down` answers no media server. */
function fakeMedia() {
  const calls: FakeCall[] = [];
  const setting = { down: false, unreachable: new Set<string>() };
  const media: OneWayMedia = {
    open: (_callId, _display, gids) => {
      if (setting.down) return Promise.resolve(null);
      let closed = () => undefined as void;
      const whenClosed = new Promise<void>((resolve) => (closed = resolve));
      const call: FakeCall = {
        room: 7_000_000_001 + calls.length,
        pin: `pin-${calls.length}`,
        gids,
        relayed: new Set(gids.filter((gid) => !setting.unreachable.has(gid))),
        dropped: [],
        closed: false,
        whenClosed,
        drop: (gid) => {
          call.dropped.push(gid);
          return Promise.resolve();
        },
        close: () => {
          call.closed = true;
          closed();
          return Promise.resolve();
        },
      };
      calls.push(call);
      return Promise.resolve(call);
    },
    close: () => Promise.resolve(),
  };
  return { media, calls, setting };
}

let memory: MemoryPlatform;
let floor: FloorControl;
let media: ReturnType<typeof fakeMedia>;
let service: AllCallService;
beforeEach(async () => {
  memory = await openMemoryPlatform(START);
  await seed(memory.platform, [dispatcher(ME), dispatcher(OTHER), terminal(RADIO, { grp: ['100'], currentGroup: '100' })], [group('100'), group('110'), group('120')]);
  await memory.platform.commit([{ type: 'tempGroup.created', tempGroup: { gid: TEMP, name: 'Night shift', creator: OTHER, members: [OTHER, RADIO], createdAt: START } }]);
  floor = new FloorControl(memory.platform);
  media = fakeMedia();
  service = new AllCallService(memory.platform, floor, media.media);
});
afterEach(async () => {
  await service.close();
  floor.close();
  await memory.close();
});

const oneWayGids = (callId: string) => [...memory.platform.state.floors.values()].filter((one) => one.oneWay?.callId === callId).map((one) => one.gid).sort();
const ofType = <T extends EmulatorEvent['type']>(type: T) => memory.committed.filter((event): event is Extract<EmulatorEvent, { type: T }> => event.type === type);
/** Resolves with the next committed public event of this type. */
const next = <T extends PlatformEvent['type']>(type: T) =>
  new Promise<Extract<PlatformEvent, { type: T }>>((resolve) => {
    const stop = memory.platform.onLive((entries) => {
      const found = entries.find((entry) => entry.event.type === type);
      if (found) {
        stop();
        resolve(found.event as Extract<PlatformEvent, { type: T }>);
      }
    });
  });

describe('who a one-way call reaches', () => {
  it('an all-call takes every fixed and temporary group, one-way, and announces them', async () => {
    const answer = await service.start(ME, { kind: 'all' });
    expect(answer).toMatchObject({ ok: true, grant: { kind: 'all', gids: ['100', '110', '120', TEMP], startedAt: START, maxMs: AllCallLimits.maxTalkMs, room: 7_000_000_001, pin: 'pin-0' } });
    if (!answer.ok) return;
    expect(oneWayGids(answer.grant.callId)).toEqual(['100', '110', '120', TEMP].sort());
    expect(ofType('allCall.started')).toEqual([expect.objectContaining({ callId: answer.grant.callId, caller: ME, gids: ['100', '110', '120', TEMP] })]);
  });

  it('a broadcast call takes only the groups named', async () => {
    const answer = await service.start(ME, { kind: 'broadcast', gids: ['110', TEMP] });
    expect(answer).toMatchObject({ ok: true, grant: { gids: ['110', TEMP] } });
    expect(memory.platform.state.floors.get('100')?.talker ?? null).toBeNull();
  });

  it('leaves out the groups the media cannot reach, and stops their relay', async () => {
    media.setting.unreachable.add('110');
    const answer = await service.start(ME, { kind: 'broadcast', gids: ['100', '110'] });
    expect(answer).toMatchObject({ ok: true, grant: { gids: ['100'] } });
    expect(memory.platform.state.floors.get('110')?.talker ?? null).toBeNull();
  });

  it('refuses when the media reaches none of them, and closes what it opened (409 gids:none)', async () => {
    media.setting.unreachable.add('100');
    expect(await service.start(ME, { kind: 'broadcast', gids: ['100'] })).toEqual({ ok: false, code: '409', desc: AllCallRefusal.NoGroups });
    expect(media.calls[0]?.closed).toBe(true);
    expect(ofType('floor.taken')).toEqual([]);
  });

  it('refuses without a media server (502), before taking any floor', async () => {
    media.setting.down = true;
    expect(await service.start(ME, { kind: 'all' })).toEqual({ ok: false, code: '502', desc: AllCallRefusal.MediaUnavailable });
    expect(ofType('floor.taken')).toEqual([]);
  });

  it('refuses radios, unknown accounts, a disabled feature and unknown groups, without opening media', async () => {
    expect(await service.start(RADIO, { kind: 'all' })).toEqual({ ok: false, code: '403', desc: AllCallRefusal.NotDispatcher });
    expect(await service.start('29999999', { kind: 'all' })).toMatchObject({ ok: false, code: '404' });
    expect(await service.start(ME, { kind: 'broadcast', gids: ['100', '999'] })).toEqual({ ok: false, code: '404', desc: `${AllCallRefusal.UnknownGroup} 999` });
    await memory.platform.commit([{ type: 'test.hostConfigSet', hostSwitches: { allCall: false } }]);
    expect(await service.start(ME, { kind: 'all' })).toEqual({ ok: false, code: '403', desc: AllCallRefusal.FeatureDisabled });
    expect(media.calls).toEqual([]);
  });

  it('gives a caller one call at a time, and another dispatcher none over a group already called', async () => {
    expect((await service.start(ME, { kind: 'broadcast', gids: ['100'] })).ok).toBe(true);
    expect(await service.start(ME, { kind: 'broadcast', gids: ['110'] })).toEqual({ ok: false, code: '409', desc: AllCallRefusal.CallerBusy });
    expect(await service.start(OTHER, { kind: 'all' })).toEqual({ ok: false, code: '409', desc: `${AllCallRefusal.GroupsInOneWay} 100` });
    expect((await service.start(OTHER, { kind: 'broadcast', gids: ['110'] })).ok).toBe(true);
  });
});

describe('how a one-way call ends', () => {
  it('only its caller ends it: its floors go idle and its media closes', async () => {
    const answer = await service.start(ME, { kind: 'broadcast', gids: ['100', '110'] });
    if (!answer.ok) throw new Error(answer.desc);
    memory.advance(4_000);
    expect(await service.end(OTHER, answer.grant.callId)).toBe('404');
    expect(await service.end(ME, answer.grant.callId)).toBe('0');
    expect(ofType('allCall.ended')).toEqual([{ type: 'allCall.ended', callId: answer.grant.callId, caller: ME, reason: 'ended', talkMs: 4_000 }]);
    expect(oneWayGids(answer.grant.callId)).toEqual([]);
    expect(media.calls[0]?.closed).toBe(true);
    expect(await service.end(ME, answer.grant.callId)).toBe('404');
  });

  it('an emergency takes one group from it; the rest of the call goes on', async () => {
    const answer = await service.start(ME, { kind: 'broadcast', gids: ['100', '110'] });
    if (!answer.ok) throw new Error(answer.desc);
    expect(await floor.request(RADIO, '100', false)).toEqual({ outcome: 'denied', reason: 'one-way' });
    expect(await floor.request(RADIO, '100', true)).toMatchObject({ outcome: 'granted' });
    expect(media.calls[0]?.dropped).toEqual(['100']);
    expect(oneWayGids(answer.grant.callId)).toEqual(['110']);
    expect(ofType('allCall.ended')).toEqual([]);
  });

  it('the platform ends it, pre-empted, when an emergency takes its last group', async () => {
    const answer = await service.start(ME, { kind: 'broadcast', gids: ['100'] });
    if (!answer.ok) throw new Error(answer.desc);
    const ended = next('allCall.ended');
    await floor.request(RADIO, '100', true);
    expect(await ended).toMatchObject({ callId: answer.grant.callId, reason: 'preempted' });
    // The media goes after the end is recorded.
    await media.calls[0]?.whenClosed;
    // The caller may start again at once.
    expect((await service.start(ME, { kind: 'broadcast', gids: ['110'] })).ok).toBe(true);
  });

  it('calls left open by an earlier run end as restarted', async () => {
    await memory.platform.commit([{ type: 'floor.taken', gid: '120', talker: { msId: OTHER, name: 'Two', type: 20, priority: 2 }, grantedAt: START - 9_000, maxMs: 120_000, oneWay: { callId: 'old', kind: 'all' } }]);
    await service.endStaleCalls();
    expect(ofType('allCall.ended')).toEqual([{ type: 'allCall.ended', callId: 'old', caller: OTHER, reason: 'restart', talkMs: 9_000 }]);
    expect(memory.platform.state.floors.get('120')?.oneWay).toBeUndefined();
  });
});
