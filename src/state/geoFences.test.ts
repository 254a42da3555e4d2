import { describe, expect, it } from 'vitest';
import type { FenceAlarm } from '../../protocol/index.ts';
import { applyGeoFenceEvents, EMPTY_GEO_FENCE_ACTIVITY, geoFencesAfterSnapshot, LIVE_FENCE_ALARMS_KEPT } from './geoFences.ts';

const alarm = (id: string): FenceAlarm => ({
  id, fenceid: '1', fenceName: 'Depot', fenceType: 'in', msId: '10000001', name: 'Radio', kind: 'left', lat: 39.47, lng: -0.37, time: 1, alarmTime: 2,
});
const alarmed = (id: string) => ({ event: { type: 'fence.alarmed' as const, alarm: alarm(id), logType: 102 as const }, time: 2 });

describe('geo-fence activity', () => {
  it('keeps live alarms newest first and bumps the revision on every fence event', () => {
    const deleted = { event: { type: 'fence.deleted' as const, fenceid: '1', editor: '20000001', logType: 114 as const }, time: 1 };
    const next = applyGeoFenceEvents(EMPTY_GEO_FENCE_ACTIVITY, [alarmed('1'), deleted, alarmed('2')]);
    expect(next.alarms.map((a) => a.id)).toEqual(['2', '1']);
    expect(next.revision).toBe(3);
  });
  it('returns the same state for a batch without fence events', () => {
    const gps = { event: { type: 'terminal.gps' as const, msId: '1', fix: { lat: 0, lng: 0, speed: 0, direction: 0, altitude: 0, time: 0 } }, time: 1 };
    expect(applyGeoFenceEvents(EMPTY_GEO_FENCE_ACTIVITY, [gps as never])).toBe(EMPTY_GEO_FENCE_ACTIVITY);
  });
  it('caps the live list and re-reads after a snapshot', () => {
    const many = Array.from({ length: LIVE_FENCE_ALARMS_KEPT + 5 }, (_, at) => alarmed(String(at)));
    const next = applyGeoFenceEvents(EMPTY_GEO_FENCE_ACTIVITY, many);
    expect(next.alarms).toHaveLength(LIVE_FENCE_ALARMS_KEPT);
    expect(geoFencesAfterSnapshot(next)).toMatchObject({ revision: next.revision + 1, alarms: next.alarms });
  });
  it('shows who handles a live alarm, after acknowledging and handing over, and drops it once resolved', () => {
    const base = { msId: '10000001', time: 3 };
    const acknowledged = { event: { type: 'fence.alarmAcknowledged' as const, id: '1', by: '20000001', byName: 'Dispatcher One', logType: 140 as const, ...base }, time: 3 };
    const handedOver = {
      event: { type: 'fence.alarmHandedOver' as const, id: '1', from: '20000001', fromName: 'Dispatcher One', to: '20000002', toName: 'Dispatcher Two', logType: 142 as const, ...base },
      time: 4,
    };
    const resolved = { event: { type: 'fence.alarmResolved' as const, id: '1', by: '20000002', byName: 'Dispatcher Two', logType: 119 as const, ...base }, time: 5 };
    const live = applyGeoFenceEvents(EMPTY_GEO_FENCE_ACTIVITY, [alarmed('1'), alarmed('2')]);
    const handled = applyGeoFenceEvents(live, [acknowledged]);
    expect(handled.alarms.find((a) => a.id === '1')).toMatchObject({ handler: '20000001', handlerName: 'Dispatcher One' });
    expect(live.alarms.find((a) => a.id === '1')?.handler).toBeUndefined();
    expect(applyGeoFenceEvents(handled, [handedOver]).alarms.find((a) => a.id === '1')).toMatchObject({ handler: '20000002', handlerName: 'Dispatcher Two' });
    const after = applyGeoFenceEvents(handled, [handedOver, resolved]);
    expect(after.alarms.map((a) => a.id)).toEqual(['2']);
    expect(after.revision).toBe(handled.revision + 2);
  });
});
