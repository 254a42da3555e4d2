import { randomBytes, randomInt } from 'node:crypto';
import WebSocket from 'ws';
import { MONITOR_PAYLOAD_TYPE } from '../../../protocol/index.ts';
import { JanusSession, type JanusSocketConstructor } from '../../../media/janus/index.ts';

/** Where a monitored terminal sends its camera and where the console watches it. */
export type MonitorMount = {
  /** The Janus Streaming mount point the console watches, with its pin. */
  readonly mount: number;
  readonly pin: string;
  /** Janus's address and the port the terminal sends its RTP to. */
  readonly host: string;
  readonly port: number;
  /** Removes the mount point (viewers see it end). Safe to call twice. */
  close(): Promise<void>;
};

export type MonitorMedia = {
  /** A mount point for one monitor; null when no media server can make one. */
  open(description: string): Promise<MonitorMount | null>;
  close(): Promise<void>;
};

export const NO_MONITOR_MEDIA: MonitorMedia = { open: () => Promise.resolve(null), close: () => Promise.resolve() };

/**
 * Mount ids are random in this range: clear of the simulated cameras' stream ids (small numbers)
 * and at most 10 digits like theirs; random because several emulators may share one Janus.
 */
export const MONITOR_MOUNT_RANGE = { first: 3_000_000_000, size: 1_000_000_000 } as const;
const STREAMING = 'janus.plugin.streaming';

export type JanusMonitorMediaOptions = {
  readonly url: string;
  readonly adminKey: string | null;
  /** Janus's media address: where terminals send their RTP. */
  readonly mediaHost: string;
  readonly log: (line: string) => void;
  readonly WebSocket?: JanusSocketConstructor;
};

/**
 * Terminal camera monitors on Janus Streaming: each gets a private RTP mount point with a pin and
 * a port Janus picks from its streaming range. One Janus session holds them all.
 */
export class JanusMonitorMedia implements MonitorMedia {
  private session: Promise<JanusSession> | null = null;
  private readonly mounts = new Set<MonitorMount>();
  private closed = false;

  constructor(private readonly options: JanusMonitorMediaOptions) {}

  /**
   * A mount point on the shared session; once more on a fresh session when that fails, since the
   * shared one may have died while idle (Janus reaps a session whose keep-alives came late) or the
   * random id was taken.
   */
  async open(description: string): Promise<MonitorMount | null> {
    for (let attempt = 1; attempt <= 2; attempt += 1) {
      if (this.closed) return null;
      const mount = await this.tryOpen(description, attempt);
      if (mount) return mount;
    }
    return null;
  }

  private async tryOpen(description: string, attempt: number): Promise<MonitorMount | null> {
    try {
      const handle = await (await this.connect()).attach(STREAMING);
      const id = MONITOR_MOUNT_RANGE.first + randomInt(MONITOR_MOUNT_RANGE.size);
      const pin = randomBytes(12).toString('hex');
      const created = await handle.request({
        request: 'create',
        type: 'rtp',
        id,
        description,
        is_private: true,
        pin,
        permanent: false,
        media: [{ type: 'video', mid: 'v', label: 'camera', port: 0, pt: MONITOR_PAYLOAD_TYPE, codec: 'vp8' }],
        ...this.keys(),
      });
      const port = (created.stream as { ports?: Array<{ port?: number }> } | undefined)?.ports?.[0]?.port;
      if (created.streaming !== 'created' || typeof port !== 'number') throw new Error(`streaming create: ${JSON.stringify(created)}`);
      let closing: Promise<void> | null = null;
      const mount: MonitorMount = {
        mount: id,
        pin,
        host: this.options.mediaHost,
        port,
        close: () =>
          (closing ??= (async () => {
            this.mounts.delete(mount);
            await handle.request({ request: 'destroy', id, ...this.keys() }).catch(() => undefined);
            await handle.detach().catch(() => undefined);
          })()),
      };
      this.mounts.add(mount);
      return mount;
    } catch (error) {
      this.options.log(`monitor mount not made (attempt ${attempt}): ${error instanceof Error ? error.message : String(error)}`);
      const stale = this.session;
      this.session = null;
      void stale?.then((open) => open.destroy()).catch(() => undefined);
      return null;
    }
  }

  async close(): Promise<void> {
    this.closed = true;
    await Promise.all([...this.mounts].map((mount) => mount.close()));
    const session = this.session;
    this.session = null;
    await session?.then((open) => open.destroy()).catch(() => undefined);
  }

  private connect(): Promise<JanusSession> {
    this.session ??= JanusSession.connect(this.options.url, { WebSocket: this.options.WebSocket ?? (WebSocket as unknown as JanusSocketConstructor) });
    return this.session;
  }

  private keys() {
    return this.options.adminKey === null ? {} : { admin_key: this.options.adminKey };
  }
}
