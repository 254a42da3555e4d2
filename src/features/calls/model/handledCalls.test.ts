import { describe, expect, it } from 'vitest';
import { TerminalType, type PlatformEvent } from '../../../../protocol/index.ts';
import { handledCallsFromSnapshot, nextHandledCalls, type HandledCall } from './handledCalls.ts';

const terminals = new Map([
  ['20000001', { msName: 'Dispatcher One', type: TerminalType.Dispatcher }],
  ['20000002', { msName: 'Dispatcher Two', type: TerminalType.Dispatcher }],
  ['10000001', { msName: 'Radio 1', type: 1 }],
  ['10000002', { msName: 'Radio 2', type: 1 }],
]);
const lookup = (msId: string) => terminals.get(msId);
const parties = (caller: string, callee: string, media: 'audio' | 'video' | 'ambient' = 'audio') => ({ callId: 'call-0001', caller, callee, media });
const fold = (events: PlatformEvent[]) => events.reduce<ReadonlyMap<string, HandledCall>>((calls, event) => nextHandledCalls(calls, event, lookup), new Map());

describe("which dispatcher handles a terminal's call", () => {
  it('a terminal calling a dispatcher rings there, is handled by them once connected, and is gone when it ends', () => {
    const invited = { type: 'call.invited', ...parties('10000001', '20000001') } as PlatformEvent;
    expect([...fold([invited]).values()]).toEqual([{ callId: 'call-0001', terminal: '10000001', terminalName: 'Radio 1', handler: '20000001', handlerName: 'Dispatcher One', state: 'ringing' }]);
    const connected = { type: 'call.connected', ...parties('10000001', '20000001'), logType: 2 } as PlatformEvent;
    expect(fold([invited, connected]).get('call-0001')).toMatchObject({ handler: '20000001', state: 'connected' });
    const ended = { type: 'call.ended', ...parties('10000001', '20000001'), status: 200, talkMs: 10, logType: 3 } as PlatformEvent;
    expect(fold([invited, connected, ended]).size).toBe(0);
  });

  it('a call a dispatcher places is handled by that dispatcher', () => {
    expect(fold([{ type: 'call.connected', ...parties('20000002', '10000002') } as PlatformEvent]).get('call-0001')).toMatchObject({ terminal: '10000002', handler: '20000002' });
  });

  it('ignores monitoring, calls between two dispatchers or two radios, and other events', () => {
    const none = fold([
      { type: 'call.connected', ...parties('20000001', '10000001', 'ambient') } as PlatformEvent,
      { type: 'call.connected', ...parties('20000001', '20000002') } as PlatformEvent,
      { type: 'call.connected', ...parties('10000001', '10000002') } as PlatformEvent,
      { type: 'terminal.online', msId: '10000001' } as PlatformEvent,
    ]);
    expect(none.size).toBe(0);
    const calls = new Map();
    expect(nextHandledCalls(calls, { type: 'call.ended', ...parties('10000001', '20000001'), status: 200, talkMs: 0 } as PlatformEvent, lookup)).toBe(calls);
  });
});

describe('the calls a snapshot says are under way', () => {
  it('a console that loads mid-call shows each call between a terminal and a dispatcher with its handler at once', () => {
    const calls = handledCallsFromSnapshot(
      [
        { callId: 'call-0001', caller: '10000001', callee: '20000001', media: 'audio', state: 'connected', since: 1 },
        { callId: 'call-0002', caller: '20000002', callee: '10000002', media: 'video', state: 'inviting', since: 2 },
        { callId: 'call-0003', caller: '20000001', callee: '10000002', media: 'ambient', state: 'connected', since: 3 },
        { callId: 'call-0004', caller: '10000001', callee: '10000002', media: 'audio', state: 'connected', since: 4 },
      ],
      lookup,
    );
    expect([...calls.values()]).toEqual([
      { callId: 'call-0001', terminal: '10000001', terminalName: 'Radio 1', handler: '20000001', handlerName: 'Dispatcher One', state: 'connected' },
      { callId: 'call-0002', terminal: '10000002', terminalName: 'Radio 2', handler: '20000002', handlerName: 'Dispatcher Two', state: 'ringing' },
    ]);
    expect(handledCallsFromSnapshot(undefined, lookup).size).toBe(0);
  });
});
