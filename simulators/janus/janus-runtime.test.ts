import { execFileSync } from 'node:child_process';
import WebSocket from 'ws';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { JanusSession } from '../../media/janus/index.ts';
import { canMakeNamespaces } from './netns.ts';
import { startJanus, type RunningJanus } from './janus-runtime.ts';

const ADMIN_KEY = 'test-admin-key';
const ROOM = 990_001;

describe('Janus runtime (real janus)', () => {
  let janus: RunningJanus;
  beforeAll(async () => {
    janus = await startJanus({ adminKey: ADMIN_KEY });
  }, 30_000);
  afterAll(async () => {
    await janus?.stop();
  }, 15_000);

  it('runs in a namespace of its own when it can, reachable from our side', () => {
    if (!canMakeNamespaces()) {
      expect(janus.namespace).toBeNull();
      expect(janus.mediaHost).toBe('127.0.0.1');
      return;
    }
    expect(janus.namespace).toMatch(/^poc-janus-\d+/);
    expect(janus.mediaHost).toMatch(/^10\.231\.\d+\.\d+$/);
    expect(janus.wsUrl).toBe(`ws://${janus.mediaHost}:8188/`);
    expect(execFileSync('ip', ['netns', 'list'], { encoding: 'utf8' })).toContain(janus.namespace);
  });

  it('creates and destroys an AudioBridge room through the media/janus client', async () => {
    const session = await JanusSession.connect(janus.wsUrl, { WebSocket });
    try {
      const bridge = await session.attach('janus.plugin.audiobridge');
      const room = { room: ROOM, admin_key: ADMIN_KEY, secret: ADMIN_KEY, allow_rtp_participants: true, sampling_rate: 48_000, permanent: false };
      await expect(bridge.request({ request: 'create', ...room, admin_key: 'wrong' })).rejects.toMatchObject({ source: 'plugin' });
      const created = await bridge.request({ request: 'create', ...room });
      expect(created).toMatchObject({ audiobridge: 'created', room: ROOM });
      await expect(bridge.request({ request: 'create', ...room })).rejects.toMatchObject({ code: 486 });
      expect(await bridge.request({ request: 'exists', room: ROOM })).toMatchObject({ exists: true });

      const joined = await bridge.message({ request: 'join', room: ROOM, display: '10000001', muted: true, rtp: { ip: janus.hostSide, port: 45_000, payload_type: 111 } });
      expect(joined.data).toMatchObject({ audiobridge: 'joined', room: ROOM, rtp: { ip: janus.mediaHost } });

      await bridge.request({ request: 'destroy', room: ROOM, secret: ADMIN_KEY });
      expect(await bridge.request({ request: 'exists', room: ROOM })).toMatchObject({ exists: false });
    } finally {
      await session.destroy();
    }
  });

  it('stops and leaves no namespace behind', async () => {
    const namespace = janus.namespace;
    await janus.stop();
    await janus.stop();
    if (namespace) expect(execFileSync('ip', ['netns', 'list'], { encoding: 'utf8' })).not.toContain(namespace);
    expect(() => process.kill(janus.pid, 0)).toThrow();
  });
});
