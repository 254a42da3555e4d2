/**
 * A simulated terminal's camera monitored on the dispatcher's video wall (docs/protocol.md
 * "Terminal camera monitoring"): on the platform's `start` frame it sends its test video (ffmpeg
 * testsrc2 with a burnt-in clock, VP8) as RTP to the Janus mount point it was given, one way, and
 * answers; on `stop` it stops. RTP leaves only from our side of Janus's network to Janus itself.
 */
import type { Observable, Subscription } from 'rxjs';
import { hasCamera, type MonitorAnswerStatus, type MonitorFrame } from '../../protocol/index.ts';
import { startTestVideo, type TestVideo } from './calls/test-video.ts';
import { RtpEndpoint } from './voice/rtp-endpoint.ts';
import type { MediaNetwork } from './voice/media-network.ts';

/** The terminal's socket as monitoring uses it (a SocketClient fits). */
export type MonitorSocket = {
  readonly monitors$: Observable<MonitorFrame>;
  /** The platform ends a monitor whose terminal's socket went: the camera stops with it. */
  readonly status$?: Observable<string>;
  command(name: 'monitorAnswer', args: { monitorId: string; status: MonitorAnswerStatus }): Promise<unknown>;
};

export type CameraMonitorOptions = {
  readonly socket: MonitorSocket;
  /** The terminal's type: only types with a camera send (SPEC §8 "device not supported" otherwise). */
  readonly type: number;
  /** Where Janus is; without it there is nothing to send to. */
  readonly network: Pick<MediaNetwork, 'mediaHost' | 'hostSideIp'> | null;
  /** The camera is in a video call now (SPEC §8 "camera busy"). */
  readonly cameraBusy?: () => boolean;
  readonly log?: (line: string) => void;
};

type Sending = { readonly video: TestVideo; readonly endpoint: RtpEndpoint; sent: number; stopped: boolean };

export class CameraMonitor {
  private readonly sending = new Map<string, Sending>();
  private readonly subscription: Subscription;
  private closed = false;
  private sentTotal = 0;

  constructor(private readonly options: CameraMonitorOptions) {
    this.subscription = options.socket.monitors$.subscribe((frame) => void this.onFrame(frame));
    const lost = options.socket.status$?.subscribe((status) => {
      if (status !== 'online') for (const monitorId of this.active) void this.stop(monitorId);
    });
    if (lost) this.subscription.add(lost);
  }

  /** Monitors whose video this terminal sends now. */
  get active(): readonly string[] {
    return [...this.sending.keys()];
  }

  /** RTP packets sent to Janus for every monitor so far: it stops growing when the camera stops. */
  get packetsSentTotal(): number {
    return this.sentTotal;
  }

  /** RTP packets sent to Janus for a monitor (0 once stopped and unknown). */
  packetsSent(monitorId: string): number {
    return this.sending.get(monitorId)?.sent ?? 0;
  }

  /** Stops every stream. Safe to call twice. */
  async close(): Promise<void> {
    this.closed = true;
    this.subscription.unsubscribe();
    await Promise.all(this.active.map((monitorId) => this.stop(monitorId)));
  }

  private async onFrame(frame: MonitorFrame): Promise<void> {
    if (frame.action === 'stop') return this.stop(frame.monitorId);
    if (frame.action !== 'start') return;
    const status = await this.start(frame.monitorId, frame.rtp).catch((error: unknown) => {
      this.options.log?.(`monitor ${frame.monitorId}: camera did not start: ${String(error)}`);
      return 502 as const;
    });
    await this.options.socket.command('monitorAnswer', { monitorId: frame.monitorId, status }).catch(() => undefined);
  }

  private async start(monitorId: string, rtp: { host: string; port: number }): Promise<MonitorAnswerStatus> {
    const { type, network, cameraBusy } = this.options;
    if (!hasCamera(type)) return 415;
    if (cameraBusy?.()) return 201;
    if (this.closed || !network || this.sending.has(monitorId)) return 502;
    // RtpEndpoint refuses any address but Janus's.
    const endpoint = await RtpEndpoint.open(network.hostSideIp, network.mediaHost, () => undefined);
    try {
      endpoint.sendTo({ ip: rtp.host, port: rtp.port });
      const entry: { sent: number; stopped: boolean } = { sent: 0, stopped: false };
      const video = await startTestVideo({
        resolution: '360p',
        onRtp: (packet) => {
          // Told to stop: the encoder may still flush packets while it exits; none goes out.
          if (entry.stopped) return;
          entry.sent += 1;
          this.sentTotal += 1;
          endpoint.send(packet);
        },
        log: this.options.log,
      });
      this.sending.set(monitorId, Object.assign(entry, { video, endpoint }));
      return 200;
    } catch (error) {
      endpoint.close();
      throw error;
    }
  }

  private async stop(monitorId: string): Promise<void> {
    const sending = this.sending.get(monitorId);
    if (!sending) return;
    this.sending.delete(monitorId);
    sending.stopped = true;
    await sending.video.stop();
    sending.endpoint.close();
  }
}
