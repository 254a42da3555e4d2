import { hostname } from 'node:os';
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

describe('parseEmulatorArgs several instances', () => {
  const pg = ['--store', 'postgres://postgres@127.0.0.1:5432/test'];

  it('is a single instance by default', () => {
    const cli = parseEmulatorArgs(pg);
    expect(cli.bus).toBeNull();
    expect(cli.instanceId).toBe('127.0.0.1:8765');
  });

  it('takes a NATS bus and an instance id with a PostgreSQL store', () => {
    const cli = parseEmulatorArgs([...pg, '--bus', 'nats://127.0.0.1:4222', '--instance-id', 'emulator-a', '--port', '9000']);
    expect(cli.bus).toBe('nats://127.0.0.1:4222');
    expect(cli.instanceId).toBe('emulator-a');
    expect(parseEmulatorArgs([...pg, '--bus', 'nats://nats:4222', '--port', '9000']).instanceId).toBe('127.0.0.1:9000');
    expect(parseEmulatorArgs([...pg, '--bus', 'nats://nats:4222', '--host', '0.0.0.0']).instanceId).toBe(`${hostname()}:8765`);
  });

  it('refuses a bus without PostgreSQL, an instance id without a bus, and bad values', () => {
    expect(() => parseEmulatorArgs(['--bus', 'nats://127.0.0.1:4222'])).toThrow(/--bus: .*--store postgres/);
    expect(() => parseEmulatorArgs([...pg, '--instance-id', 'a'])).toThrow(/--instance-id: only with --bus/);
    expect(() => parseEmulatorArgs([...pg, '--bus', 'http://127.0.0.1:4222'])).toThrow(/--bus: must be a nats:\/\/host:port URL/);
    expect(() => parseEmulatorArgs([...pg, '--bus', 'nats://127.0.0.1'])).toThrow(/--bus/);
    expect(() => parseEmulatorArgs([...pg, '--bus', 'nats://127.0.0.1:4222', '--instance-id', 'a b'])).toThrow(/--instance-id/);
    expect(() => parseEmulatorArgs([...pg, '--bus', 'nats://127.0.0.1:4222', '--port', '0'])).toThrow(/--instance-id: needed with --bus and --port 0/);
  });
});

describe('parseEmulatorArgs seed of an empty store', () => {
  it('seeds the demo only when asked: --demo or env POC_DEMO=1', () => {
    expect(parseEmulatorArgs([], {}).demo).toBe(false);
    expect(parseEmulatorArgs(['--store', 'postgres://postgres@127.0.0.1:5432/test'], {}).demo).toBe(false);
    expect(parseEmulatorArgs(['--demo'], {}).demo).toBe(true);
    expect(parseEmulatorArgs([], { POC_DEMO: '1' }).demo).toBe(true);
    expect(parseEmulatorArgs([], { POC_DEMO: '0' }).demo).toBe(false);
  });

  it("takes the administrator's first password from POC_ADMIN_PASSWORD, within the console's rules", () => {
    expect(parseEmulatorArgs([], {}).adminPassword).toBeNull();
    expect(parseEmulatorArgs([], { POC_ADMIN_PASSWORD: '' }).adminPassword).toBeNull();
    expect(parseEmulatorArgs([], { POC_ADMIN_PASSWORD: 'Set-up#2026' }).adminPassword).toBe('Set-up#2026');
    expect(() => parseEmulatorArgs([], { POC_ADMIN_PASSWORD: 'admin' })).toThrow(/POC_ADMIN_PASSWORD: must be 8-64 characters/);
  });
});

describe('parseEmulatorArgs --allowed-host and source maps', () => {
  it('serves no other host name by default, and takes a comma-separated list or env POC_ALLOWED_HOSTS', () => {
    expect(parseEmulatorArgs([], {}).allowedHosts).toEqual([]);
    expect(parseEmulatorArgs(['--allowed-host', 'emulator-a,127.0.0.1:8080'], {}).allowedHosts).toEqual(['emulator-a', '127.0.0.1:8080']);
    expect(parseEmulatorArgs([], { POC_ALLOWED_HOSTS: 'console.example.org' }).allowedHosts).toEqual(['console.example.org']);
    expect(() => parseEmulatorArgs(['--allowed-host', 'http://evil.example/'], {})).toThrow(/--allowed-host: must be host names/);
    expect(() => parseEmulatorArgs([], { POC_ALLOWED_HOSTS: 'a,,b' })).toThrow(/--allowed-host/);
  });

  it('serves source maps only with POC_SOURCEMAP=1', () => {
    expect(parseEmulatorArgs([], {}).sourceMaps).toBe(false);
    expect(parseEmulatorArgs([], { POC_SOURCEMAP: '1' }).sourceMaps).toBe(true);
  });
});
