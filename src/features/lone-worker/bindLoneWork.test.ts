import { Subject } from 'rxjs';
import { afterEach, describe, expect, it } from 'vitest';
import type { EventFrame, LoneWorkAlarm, SnapshotFrame } from '../../../protocol/index.ts';
import { store } from '../../state/jotai.ts';
import { liveLoneWorkAlarmsAtom } from './model/atoms.ts';
import { bindLoneWork } from './bindLoneWork.ts';

const alarm = (id: string): LoneWorkAlarm => ({ id, workId: 'w1', msId: `1000000${id}`, alarmTime: 1, cause: 'offline', remark: '', handler: null, handledAt: null });
let seq = 0;
const frame = (event: unknown): EventFrame => ({ type: 'event', seq: ++seq, stream: 'loneWork', time: seq, event }) as EventFrame;

describe('the lone worker banner follows the socket', () => {
  const events = new Subject<EventFrame>();
  const binding = bindLoneWork({ events$: events, snapshots$: new Subject<SnapshotFrame>() });
  afterEach(() => store.set(liveLoneWorkAlarmsAtom, []));

  it('shows who handles a live alarm after it is acknowledged and handed over, and drops it once handled', () => {
    events.next(frame({ type: 'loneWork.alarmed', alarm: alarm('1') }));
    events.next(frame({ type: 'loneWork.alarmed', alarm: alarm('2') }));
    events.next(frame({ type: 'loneWork.alarmAcknowledged', id: '1', workId: 'w1', msId: '10000001', by: '20000001', byName: 'Dispatcher One', at: 2, logType: 140 }));
    expect(store.get(liveLoneWorkAlarmsAtom).find((a) => a.id === '1')).toMatchObject({ handler: '20000001', handlerName: 'Dispatcher One' });
    expect(store.get(liveLoneWorkAlarmsAtom).find((a) => a.id === '2')?.handler).toBeNull();

    events.next(
      frame({ type: 'loneWork.alarmHandedOver', id: '1', workId: 'w1', msId: '10000001', from: '20000001', fromName: 'Dispatcher One', to: '20000002', toName: 'Dispatcher Two', at: 3, logType: 142 }),
    );
    expect(store.get(liveLoneWorkAlarmsAtom).find((a) => a.id === '1')).toMatchObject({ handler: '20000002', handlerName: 'Dispatcher Two' });

    events.next(frame({ type: 'loneWork.alarmHandled', id: '1', workId: 'w1', remark: 'fine', by: '20000002', byName: 'Dispatcher Two', at: 4 }));
    expect(store.get(liveLoneWorkAlarmsAtom).map((a) => a.id)).toEqual(['2']);
  });

  it('leaves the list as it is for an alarm it never showed', () => {
    events.next(frame({ type: 'loneWork.alarmed', alarm: alarm('3') }));
    const before = store.get(liveLoneWorkAlarmsAtom);
    events.next(frame({ type: 'loneWork.alarmAcknowledged', id: '9', workId: 'w1', msId: '10000009', by: '20000001', byName: 'Dispatcher One', at: 2, logType: 140 }));
    expect(store.get(liveLoneWorkAlarmsAtom)).toBe(before);
    binding.unsubscribe();
  });
});
