import { randomBytes } from 'node:crypto';
import { isDisabled, MONITOR_PAYLOAD_TYPE, CameraMonitorLimits, MonitorLogType, type MonitorFrame, type MonitorGrant } from '../../../protocol/index.ts';
import type { LogEntry } from '../events/emulator-event.ts';
import type { Platform } from '../platform.ts';
import { Serial } from '../serial.ts';
import { answerCode, decideStart, type MonitorEntry } from './decide.ts';
import type { MonitorMedia, MonitorMount } from './monitor-media.ts';

/** Sends a monitor frame to an account's socket; false when it has none. */
export type MonitorDelivery = (msId: string, frame: MonitorFrame) => boolean;

export type StartAnswer = { readonly code: '0'; readonly grant: MonitorGrant } | { readonly code: string; readonly desc: string };

type Outcome = number | 'timeout' | 'offline';
type Monitor = MonitorEntry & {
  readonly name: string;
  mount: MonitorMount | null;
  startedAt: number | null;
  /** Resolves the start with the terminal's answer (or the platform's reason). */
  settle: ((outcome: Outcome) => void) | null;
};

/** Why a monitor ended, as its log remark and the dispatcher's `ended` status. */
export const MonitorEnd = { Stopped: 200, Offline: 101, Shutdown: 503 } as const;

/**
 * Terminal camera monitoring on the platform (docs/protocol.md "Terminal camera monitoring"): checks
 * a dispatcher's request, makes the mount point, tells the terminal to send and waits for its
 * answer; ends monitors on stop, when the terminal goes offline or is stunned, and when the
 * dispatcher leaves. Monitors live as long as the run: their media does not survive a restart.
 */
export class TerminalMonitorService {
  private readonly serial = new Serial();
  private readonly monitors = new Map<string, Monitor>();
  private readonly stopLive: () => void;
  /** Monitors open at once on the platform (--max-monitors; a test control changes it). */
  max: number = CameraMonitorLimits.maxConcurrent;

  constructor(
    private readonly platform: Platform,
    private readonly deliver: MonitorDelivery,
    private readonly media: MonitorMedia,
    private readonly log: (line: string) => void = () => undefined,
    private readonly answerTimeoutMs: number = CameraMonitorLimits.answerTimeoutMs,
  ) {
    this.stopLive = platform.onLive((entries) => this.follow(entries));
  }

  /** Monitors open or starting now. */
  get open(): readonly MonitorEntry[] {
    return [...this.monitors.values()];
  }

  async start(by: string, msId: string): Promise<StartAnswer> {
    // Decided and reserved in one step, so two requests cannot both take the last place.
    const reserved = await this.serial.run(async () => {
      const refusal = decideStart(this.platform.state, this.open, by, msId, this.max);
      if (refusal) return refusal;
      const monitor: Monitor = { monitorId: randomBytes(12).toString('hex'), by, msId, name: this.platform.state.terminals.get(msId)?.msName ?? msId, mount: null, startedAt: null, settle: null };
      this.monitors.set(monitor.monitorId, monitor);
      return monitor;
    });
    if ('code' in reserved) return reserved;
    const monitor = reserved;
    const outcome = await this.connect(monitor);
    if (outcome !== 200 || this.monitors.get(monitor.monitorId) !== monitor) {
      this.monitors.delete(monitor.monitorId);
      // A terminal that answers late, or was cut off while starting, must not keep sending.
      this.deliver(msId, { type: 'monitor', action: 'stop', monitorId: monitor.monitorId });
      await monitor.mount?.close();
      const code = answerCode(outcome === 200 ? 'offline' : outcome);
      return { code, desc: `monitor:${outcome === 200 ? 'offline' : outcome}` };
    }
    const mount = monitor.mount!;
    monitor.startedAt = this.platform.now();
    await this.platform.commit([{ type: 'monitor.started', monitorId: monitor.monitorId, by, msId, name: monitor.name, mount: mount.mount, logType: MonitorLogType.Start }]);
    return { code: '0', grant: { monitorId: monitor.monitorId, msId, mount: mount.mount, pin: mount.pin, startedAt: monitor.startedAt } };
  }

  /** The dispatcher's stop: only its own monitors. */
  async stop(by: string, monitorId: string): Promise<string> {
    const monitor = this.monitors.get(monitorId);
    if (!monitor || monitor.by !== by) return '404';
    await this.end(monitor, MonitorEnd.Stopped, false);
    return '0';
  }

  /** The terminal's answer to a start frame. */
  answer(from: string, monitorId: string, status: number): string {
    const monitor = this.monitors.get(monitorId);
    if (!monitor || monitor.msId !== from || !monitor.settle) return '404';
    monitor.settle(status);
    return '0';
  }

  async close(): Promise<void> {
    this.stopLive();
    await Promise.all([...this.monitors.values()].map((monitor) => this.end(monitor, MonitorEnd.Shutdown, true)));
  }

  /** Mount point, start frame, the terminal's answer: 200 when its camera sends. */
  private async connect(monitor: Monitor): Promise<Outcome> {
    monitor.mount = await this.media.open(`monitor ${monitor.msId} for ${monitor.by}`);
    if (!monitor.mount) return 502;
    if (this.monitors.get(monitor.monitorId) !== monitor) return 'offline';
    const answered = new Promise<Outcome>((resolve) => {
      const timer = setTimeout(() => resolve('timeout'), this.answerTimeoutMs);
      timer.unref();
      monitor.settle = (outcome) => {
        clearTimeout(timer);
        monitor.settle = null;
        resolve(outcome);
      };
    });
    const rtp = { host: monitor.mount.host, port: monitor.mount.port, payloadType: MONITOR_PAYLOAD_TYPE };
    if (!this.deliver(monitor.msId, { type: 'monitor', action: 'start', monitorId: monitor.monitorId, rtp })) monitor.settle?.('offline');
    return answered;
  }

  /** Ends a monitor once: the terminal stops sending, the mount point goes, the log gets 111 and 130. */
  private async end(monitor: Monitor, status: number, tellDispatcher: boolean): Promise<void> {
    if (this.monitors.get(monitor.monitorId) !== monitor) return;
    this.monitors.delete(monitor.monitorId);
    if (monitor.settle) return monitor.settle('offline'); // still starting: start() cleans up
    this.deliver(monitor.msId, { type: 'monitor', action: 'stop', monitorId: monitor.monitorId });
    if (tellDispatcher) this.deliver(monitor.by, { type: 'monitor', action: 'ended', monitorId: monitor.monitorId, msId: monitor.msId, status });
    await monitor.mount?.close();
    const now = this.platform.now();
    const durationMs = Math.max(0, Math.round(now - (monitor.startedAt ?? now)));
    const who = { monitorId: monitor.monitorId, by: monitor.by, msId: monitor.msId, name: monitor.name };
    await this.platform.commit([
      { type: 'monitor.ended', ...who, status, remark: status === MonitorEnd.Stopped ? '' : String(status), logType: MonitorLogType.Stop },
      { type: 'monitor.session', ...who, durationMs, remark: `${Math.round(durationMs / 1000)} s`, logType: MonitorLogType.Session },
    ]);
  }

  private follow(entries: readonly LogEntry[]): void {
    for (const { event } of entries) {
      const gone = event.type === 'terminal.offline' || (event.type === 'terminal.callSet' && isDisabled(event.status));
      if (!gone) continue;
      for (const monitor of [...this.monitors.values()]) {
        // The terminal gone: its camera stops, the dispatcher's tile says so. The dispatcher gone: the terminal stops.
        if (monitor.msId === event.msId) this.endLater(monitor, MonitorEnd.Offline, true);
        else if (monitor.by === event.msId && event.type === 'terminal.offline') this.endLater(monitor, MonitorEnd.Stopped, false);
      }
    }
  }

  private endLater(monitor: Monitor, status: number, tellDispatcher: boolean): void {
    this.end(monitor, status, tellDispatcher).catch((error: unknown) => this.log(`monitor ${monitor.monitorId} not ended: ${String(error)}`));
  }
}
