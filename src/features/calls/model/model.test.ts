import { describe, expect, it } from 'vitest';
import { CallStatus } from '../../../../protocol/index.ts';
import { formatCallTime, IDLE_VIEW, isTerminalId, resolutionLabel, STATUS_TEXT, statusText, VIDEO_STATUS_TEXT } from './model.ts';

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

  it('names the SPEC §4 video status codes in the video call\'s own words', () => {
    const video = { ...IDLE_VIEW, phase: 'ended' as const, media: 'video' as const, resolution: '360p' as const };
    expect(Object.keys(VIDEO_STATUS_TEXT).map(Number).sort()).toEqual([201, 402, 406, 418, 606, 800]);
    expect(statusText({ ...video, status: 201 })).toBe('videoCalls.status.cameraBusy');
    expect(statusText({ ...video, status: 402 })).toBe('videoCalls.status.noVideoCredit');
    expect(statusText({ ...video, status: 418 })).toBe('videoCalls.status.maxDuration');
    expect(statusText({ ...video, status: 800 })).toBe('videoCalls.status.localStreamFailed');
    expect(statusText({ ...video, status: 800, failure: 'no-camera' })).toBe('videoCalls.camera.failed');
    expect(statusText({ ...video, status: 606, refused: true })).toBe('videoCalls.status.notAcceptable');
    expect(statusText({ ...video, status: 406, refused: true })).toBe('videoCalls.status.maxRequests');
    // Codes without a video wording keep the call's.
    expect(statusText({ ...video, status: 603 })).toBe('calls.status.decline');
    // A voice call keeps its own wording for the same codes.
    expect(statusText({ ...IDLE_VIEW, phase: 'ended', status: 406, refused: true })).toBe('calls.status.maxRequests');
  });

  it('labels resolutions with their frame size', () => {
    expect(resolutionLabel('360p')).toBe('360p (640×360)');
    expect(resolutionLabel('QQVGA')).toBe('QQVGA (160×120)');
  });
});
