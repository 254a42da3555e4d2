import { describe, expect, it } from 'vitest';
import { EmulatorEventSchema, streamOf, type EmulatorEvent } from './events/emulator-event.ts';
import { CommandSchemas } from '../../protocol/index.ts';
import { ok } from './http/envelope.ts';
import { mergeRoutes, type RouteHost } from './http/route.ts';
import { handlingOf, PLATFORM_MODULES } from './modules.ts';
import { commandHandlers } from './socket/commands.ts';

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

  it('handle every socket command of the protocol, each in exactly one module', () => {
    const declared = PLATFORM_MODULES.flatMap((module) => Object.keys(module.commands?.() ?? {}));
    expect(new Set(declared).size).toBe(declared.length);
    expect([...declared].sort()).toEqual(Object.keys(CommandSchemas).sort());
    const handlers = commandHandlers();
    for (const name of Object.keys(CommandSchemas)) expect(handlers[name as keyof typeof handlers], name).toBeTypeOf('function');
  });

  it('refuse a command or a route that two modules declare, and a module whose table is missing', () => {
    const handler = () => Promise.resolve({ code: '0' });
    expect(() => commandHandlers([{ name: 'a', commands: () => ({ sos: handler }) }, { name: 'b', commands: () => ({ sos: handler }) }])).toThrow('command sos is handled by two modules: a and b');
    const route = { method: 'GET', open: true, handle: () => Promise.resolve(ok(null)) } as const;
    const host = {} as RouteHost;
    expect(() => mergeRoutes([{ name: 'a', routes: () => ({ '/ds/x': route }) }, { name: 'b', routes: () => ({ '/ds/x': route }) }], host)).toThrow('route /ds/x is declared by two modules: a and b');
    // A table read while its file was still being imported is undefined: said at start, never a silent 404.
    expect(() => mergeRoutes([{ name: 'a', routes: () => undefined as never }], host)).toThrow('module a has no route table');
    expect(() => commandHandlers([{ name: 'a', commands: () => undefined as never }])).toThrow('module a has no command table');
  });
});
