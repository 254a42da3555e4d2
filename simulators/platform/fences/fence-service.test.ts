import { describe, expect, it } from 'vitest';
import { FenceLogType, type Fence, type FenceAlarm } from '../../../protocol/index.ts';
import { useEmulatorSockets } from '../testing/emulator-sockets.ts';
import { call, tokenFor } from '../testing/test-emulator.ts';
import { MAX_PENDING_FIXES } from './fence-service.ts';

const sockets = useEmulatorSockets();
const RADIO = '10000021';
const OTHER = '10000022';

type Body = { code: string; desc?: string; data?: { desc: unknown; list: unknown[] } };
const as = async (path: string, method = 'GET', body?: unknown, account = '20000001'): Promise<Body> => {
  const token = await tokenFor(sockets.emulator.url, account, 'Dispatch#2026');
  return (await call(`${sockets.emulator.url}${path}${path.includes('?') ? '&' : '?'}token=${token}`, method, body)).body;
};
const block = {
  kind: 'polygon',
  points: [
    [-0.379, 39.468],
    [-0.374, 39.468],
    [-0.374, 39.472],
    [-0.379, 39.472],
  ],
};
const fix = (lng: number, lat: number, time: number) => ({ fix: { lat, lng, speed: 5, direction: 90, altitude: 10, time } });

describe('geo-fences', () => {
  it("an 'in' fence raises one alarm when its terminal leaves, and every dispatcher sees it", async () => {
    const dispatcher = await sockets.connect('20000001', 'Dispatch#2026');
    const radio = await sockets.connect(RADIO);
    await radio.request({ type: 'command', name: 'reportGps', args: fix(-0.3763, 39.4699, 1) });

    const created = await as('/ds/fence/create', 'POST', { name: ' Depot ', type: 'in', shape: block, terminals: [RADIO] });
    expect(created).toMatchObject({ code: '0', data: { desc: { name: 'Depot', type: 'in', creator: '20000001', terminals: [RADIO] } } });
    const fence = created.data!.desc as Fence;
    expect(await dispatcher.waitFor((f) => f.type === 'event' && (f.event as { type: string }).type === 'fence.created')).toMatchObject({ event: { logType: FenceLogType.Created } });
    expect((await as(`/ds/fence/findter?fenceid=${fence.fenceid}`)).data?.list).toEqual([{ msId: RADIO, msName: expect.any(String), inside: true }]);

    // Still inside: nothing. Out: one alarm. Further out: still one.
    await radio.request({ type: 'command', name: 'reportGps', args: fix(-0.3750, 39.4700, 2) });
    await radio.request({ type: 'command', name: 'reportGps', args: fix(-0.3700, 39.4700, 3) });
    await radio.request({ type: 'command', name: 'reportGps', args: fix(-0.3650, 39.4700, 4) });
    const frame = await dispatcher.waitFor((f) => f.type === 'event' && (f.event as { type: string }).type === 'fence.alarmed');
    expect(frame.event).toMatchObject({ logType: 102, alarm: { fenceid: fence.fenceid, fenceName: 'Depot', msId: RADIO, kind: 'left', lng: -0.37, time: 3 } });
    const records = await as(`/ds/fence/fa?fenceid=${fence.fenceid}`);
    expect(records.data?.desc).toMatchObject({ total: 1 });
    expect((records.data?.list[0] as FenceAlarm).kind).toBe('left');

    // Back in and out again: a second crossing, a second alarm.
    await radio.request({ type: 'command', name: 'reportGps', args: fix(-0.3763, 39.4699, 5) });
    await radio.request({ type: 'command', name: 'reportGps', args: fix(-0.3700, 39.4699, 6) });
    expect((await as(`/ds/fence/fa?fenceid=${fence.fenceid}`)).data?.desc).toMatchObject({ total: 2 });
  });

  it('answers reportGps busy (503) instead of queuing when too many fixes wait for the store', async () => {
    const radio = await sockets.connect(OTHER);
    const service = sockets.emulator.services.fences;
    service.maxPendingFixes = 0;
    try {
      const head = sockets.emulator.platform.state.head;
      expect(await radio.request({ type: 'command', name: 'reportGps', args: fix(-0.3763, 39.4699, 1) })).toMatchObject({ code: '503' });
      expect(sockets.emulator.platform.state.head).toBe(head);
    } finally {
      service.maxPendingFixes = MAX_PENDING_FIXES;
    }
    expect(await radio.request({ type: 'command', name: 'reportGps', args: fix(-0.3763, 39.4699, 2) })).toMatchObject({ code: '0' });
  });

  it("an 'out' fence alarms on entering; edit, set and delete are logged 115 and 114", async () => {
    const radio = await sockets.connect(OTHER);
    await radio.request({ type: 'command', name: 'reportGps', args: fix(-0.3600, 39.4699, 1) });
    const fence = (await as('/ds/fence/create', 'POST', { name: 'Closed zone', type: 'out', shape: { kind: 'circle', center: [-0.3763, 39.4699], radius: 300 } })).data!.desc as Fence;
    expect((await as('/ds/fence/set', 'POST', { fenceid: fence.fenceid, terminals: [OTHER] })).data?.desc).toMatchObject({ terminals: [OTHER] });
    await radio.request({ type: 'command', name: 'reportGps', args: fix(-0.3763, 39.4700, 2) });
    expect((await as(`/ds/fence/fa?msId=${OTHER}`)).data?.list).toMatchObject([{ kind: 'entered', fenceName: 'Closed zone' }]);

    const edited = await as('/ds/fence/edit', 'PUT', { fenceid: fence.fenceid, name: 'Closed zone 2', type: 'in', shape: block });
    expect(edited.data?.desc).toMatchObject({ name: 'Closed zone 2', type: 'in', terminals: [OTHER] });
    expect((await as('/ds/fence/list')).data?.list).toContainEqual(expect.objectContaining({ fenceid: fence.fenceid, name: 'Closed zone 2' }));
    expect(await as('/ds/fence/del', 'PUT', { fenceid: fence.fenceid })).toMatchObject({ code: '0' });
    expect(await as('/ds/fence/del', 'PUT', { fenceid: fence.fenceid })).toMatchObject({ code: '404', desc: 'fenceid:unknown' });
    const head = 0;
    const logged = await sockets.emulator.platform.readPublicAfter(head, 10_000, ['fence.edited', 'fence.terminalsSet', 'fence.deleted']);
    expect(logged.filter((entry) => (entry.payload as { fenceid: string }).fenceid === fence.fenceid).map((entry) => (entry.payload as { logType: number }).logType)).toEqual([115, 115, 114]);
  });

  it('refuses what the form refuses: no name, a bow tie, a small radius, unknown terminals, a taken name', async () => {
    expect(await as('/ds/fence/create', 'POST', { name: ' ', type: 'in', shape: block })).toMatchObject({ code: '400', desc: expect.stringContaining('name.required') });
    const bowTie = { kind: 'polygon', points: [[0, 0], [1, 1], [1, 0], [0, 1]] };
    expect(await as('/ds/fence/create', 'POST', { name: 'Tie', type: 'in', shape: bowTie })).toMatchObject({ code: '400', desc: expect.stringContaining('shape.crossing') });
    expect(await as('/ds/fence/create', 'POST', { name: 'Dot', type: 'in', shape: { kind: 'circle', center: [0, 0], radius: 1 } })).toMatchObject({ code: '400' });
    expect(await as('/ds/fence/create', 'POST', { name: 'Ghosts', type: 'in', shape: block, terminals: ['19999999'] })).toMatchObject({ code: '404' });
    expect(await as('/ds/fence/create', 'POST', { name: 'Twice', type: 'in', shape: block })).toMatchObject({ code: '0' });
    expect(await as('/ds/fence/create', 'POST', { name: 'Twice', type: 'out', shape: block })).toMatchObject({ code: '409', desc: 'name:taken' });
  });
});
