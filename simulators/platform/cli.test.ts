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
