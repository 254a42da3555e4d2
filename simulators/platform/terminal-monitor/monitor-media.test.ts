import { describe, expect, it } from 'vitest';
import { FakeJanusSocket } from '../../../media/testing/fake-janus-socket.ts';
import type { JanusSocketConstructor } from '../../../media/janus/index.ts';
import { JanusMonitorMedia } from './monitor-media.ts';

/**
 * A Janus that answers by itself: each socket is one session; `deadSessions` of them refuse every
 * attach as a session Janus has reaped does (458).
 */
function autoJanus(deadSessions: number) {
  const sockets: FakeJanusSocket[] = [];
  class AutoSocket extends FakeJanusSocket {
    private readonly session = sockets.length + 1;
    constructor(url: string, protocols: string) {
      super(url, protocols);
      sockets.push(this);
      queueMicrotask(() => this.open());
    }
    override send(data: string): void {
      super.send(data);
      const frame = JSON.parse(data) as { janus: string; transaction: string; body?: { request: string } };
      const answer = (message: Record<string, unknown>) => queueMicrotask(() => this.receive({ transaction: frame.transaction, ...message }));
      if (frame.janus === 'create') return answer({ janus: 'success', data: { id: this.session } });
      if (frame.janus === 'attach') {
        if (this.session <= deadSessions) return answer({ janus: 'error', error: { code: 458, reason: 'No such session' } });
        return answer({ janus: 'success', session_id: this.session, data: { id: 50 + this.session } });
      }
      if (frame.janus === 'message' && frame.body?.request === 'create') {
        return answer({ janus: 'success', plugindata: { plugin: 'janus.plugin.streaming', data: { streaming: 'created', stream: { ports: [{ port: 20_002 }] } } } });
      }
      if (frame.janus === 'message' || frame.janus === 'detach' || frame.janus === 'destroy') return answer({ janus: 'success', plugindata: { plugin: 'janus.plugin.streaming', data: {} } });
    }
  }
  const lines: string[] = [];
  const media = new JanusMonitorMedia({ url: 'ws://janus.test/', adminKey: 'k', mediaHost: '10.0.0.2', log: (line) => lines.push(line), WebSocket: AutoSocket as unknown as JanusSocketConstructor });
  return { media, sockets, lines };
}

describe('monitor mounts on Janus', () => {
  it('makes a private RTP mount point with a pin on the shared session', async () => {
    const { media, sockets } = autoJanus(0);
    const mount = await media.open('monitor 10000158 for 20000001');
    expect(mount).toMatchObject({ host: '10.0.0.2', port: 20_002 });
    expect(mount!.pin).toMatch(/^[0-9a-f]{24}$/);
    expect(await media.open('another')).not.toBeNull();
    expect(sockets).toHaveLength(1);
    await media.close();
  });

  it('tries once more on a fresh session when the shared one has died, and gives up after that', async () => {
    const revived = autoJanus(1);
    expect(await revived.media.open('monitor')).not.toBeNull();
    expect(revived.sockets).toHaveLength(2);
    expect(revived.lines).toEqual([expect.stringMatching(/attempt 1/)]);
    await revived.media.close();

    const dead = autoJanus(5);
    expect(await dead.media.open('monitor')).toBeNull();
    expect(dead.sockets).toHaveLength(2);
    await dead.media.close();
  });
});
