import { describe, expect, it } from 'vitest';
import { CallStatus } from '../../../protocol/index.ts';
import { formatCallTime, IDLE_VIEW, isTerminalId, STATUS_TEXT, statusText } from './model.ts';

describe('call dialog model', () => {
  it('has a message for every SPEC §4 status code', () => {
    for (const code of Object.values(CallStatus)) expect(STATUS_TEXT[code]).toBeDefined();
  });

  it('names the status: in another call (refused 486) apart from busy, microphone failures first', () => {
    expect(statusText({ ...IDLE_VIEW, phase: 'ended', status: 486, refused: true })).toBe('calls.status.inAnotherCall');
    expect(statusText({ ...IDLE_VIEW, phase: 'ended', status: 486 })).toBe('calls.status.busy');
    expect(statusText({ ...IDLE_VIEW, phase: 'ended', status: 606, refused: true })).toBe('calls.status.notAcceptable');
    expect(statusText({ ...IDLE_VIEW, phase: 'ended', status: 800, failure: 'no-microphone' })).toBe('calls.mic.noMicrophone');
    expect(statusText({ ...IDLE_VIEW, phase: 'ended', status: 999 })).toBe('calls.status.unknown');
  });

  it('formats the call timer', () => {
    expect(formatCallTime(0)).toBe('00:00');
    expect(formatCallTime(65_400)).toBe('01:05');
    expect(formatCallTime(3_600_000 + 61_000)).toBe('1:01:01');
    expect(formatCallTime(-5)).toBe('00:00');
  });

  it('accepts 8-digit terminal IDs only', () => {
    expect(isTerminalId('10000005')).toBe(true);
    expect(isTerminalId('1000005')).toBe(false);
    expect(isTerminalId('abcdefgh')).toBe(false);
  });
});
