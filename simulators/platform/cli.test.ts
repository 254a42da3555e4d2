import { describe, expect, it } from 'vitest';
import { parseEmulatorArgs } from './cli.ts';

describe('parseEmulatorArgs --janus', () => {
  it('is off by default', () => {
    expect(parseEmulatorArgs([]).janus).toBeNull();
  });

  it('takes a ws:// URL and an admin key', () => {
    const cli = parseEmulatorArgs(['--janus', 'ws://10.231.0.2:8188/', '--janus-admin-key', 'k']);
    expect(cli.janus).toBe('ws://10.231.0.2:8188/');
    expect(cli.janusAdminKey).toBe('k');
  });

  it('refuses anything that is not a WebSocket URL', () => {
    expect(() => parseEmulatorArgs(['--janus', 'http://127.0.0.1:8088/'])).toThrow(/--janus: must be a ws:\/\/ or wss:\/\/ URL/);
    expect(() => parseEmulatorArgs(['--janus', 'nonsense'])).toThrow(/--janus/);
  });
});

describe('parseEmulatorArgs video call limits', () => {
  it('defaults to 8 video calls of at most 1800 s', () => {
    const cli = parseEmulatorArgs([]);
    expect([cli.maxVideoCalls, cli.maxVideoCallS]).toEqual([8, 1800]);
  });

  it('takes other limits and refuses nonsense', () => {
    const cli = parseEmulatorArgs(['--max-video-calls', '2', '--max-video-call-s', '60']);
    expect([cli.maxVideoCalls, cli.maxVideoCallS]).toEqual([2, 60]);
    expect(() => parseEmulatorArgs(['--max-video-calls', '-1'])).toThrow(/--max-video-calls/);
    expect(() => parseEmulatorArgs(['--max-video-call-s', '0'])).toThrow(/--max-video-call-s/);
    expect(parseEmulatorArgs([]).maxMonitors).toBe(16);
    expect(parseEmulatorArgs(['--max-monitors', '3']).maxMonitors).toBe(3);
    expect(() => parseEmulatorArgs(['--max-monitors', 'x'])).toThrow(/--max-monitors/);
  });
});
