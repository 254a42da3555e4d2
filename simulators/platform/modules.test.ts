import { describe, expect, it } from 'vitest';
import { EmulatorEventSchema, streamOf, type EmulatorEvent } from './events/emulator-event.ts';
import { handlingOf, PLATFORM_MODULES } from './modules.ts';

const typesOfLog = EmulatorEventSchema.options.map((option) => option.shape.type.value as string);

describe('the platform modules', () => {
  it('give every event type of the log exactly one handling', () => {
    const declared = PLATFORM_MODULES.flatMap((module) => Object.keys(module.events));
    expect(new Set(declared).size).toBe(declared.length);
    expect([...declared].sort()).toEqual([...typesOfLog].sort());
    for (const type of typesOfLog) expect(handlingOf(type as EmulatorEvent['type']).stream, type).toBeTypeOf('function');
  });

  it('have distinct names', () => {
    const names = PLATFORM_MODULES.map((module) => module.name);
    expect(new Set(names).size).toBe(names.length);
  });

  // The stream names are stored with every row: a module keeps the names its events were filed under.
  it('file events under the streams the store already holds', () => {
    const cases: [EmulatorEvent, string][] = [
      [{ type: 'group.deleted', gid: '120', by: '20000001' }, 'group:120'],
      [{ type: 'terminal.online', msId: '10000001', ip: null } as unknown as EmulatorEvent, 'terminal:10000001'],
      [{ type: 'account.unlocked', msId: '10000001' } as unknown as EmulatorEvent, 'terminal:10000001'],
      [{ type: 'session.closed', msId: '10000001', tokenHash: 'h' } as unknown as EmulatorEvent, 'session:10000001'],
      [{ type: 'floor.idle', gid: '111' } as unknown as EmulatorEvent, 'floor:111'],
      [{ type: 'test.hostConfigSet' } as unknown as EmulatorEvent, 'test'],
      [{ type: 'school.carRemoved', id: '1' } as unknown as EmulatorEvent, 'school'],
      [{ type: 'patrol.pointsDeleted', ids: ['7', '8'] } as unknown as EmulatorEvent, 'patrol:7'],
      [{ type: 'fence.alarmResolved', msId: '10000002' } as unknown as EmulatorEvent, 'fenceAlarm:10000002'],
      [{ type: 'tone.sent', msId: '20000001' } as unknown as EmulatorEvent, 'toneLog:20000001'],
    ];
    for (const [event, stream] of cases) expect(streamOf(event), event.type).toBe(stream);
  });
});
