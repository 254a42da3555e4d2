import { PlatformClock } from './platformClock.ts';
import { BehaviorSubject, Subject, type Observable } from 'rxjs';
import type { CallFrame } from './calls.ts';
import type { ToneFrame } from './tones.ts';
import type { LogRecord } from './logs.ts';
import type { MessageFrame, SmsFrame } from './messages.ts';
import type { MonitorFrame } from './terminalMonitor.ts';
import { Limits, SocketError } from './codes.ts';
import {
  decodeServerFrame,
  LoginReplySchema,
  type ClientFrame,
  type CommandArgs,
  type CommandName,
  type EventFrame,
  type LoginReply,
  type RefusedFrame,
  type ReplyFrame,
  type ReportName,
  type SnapshotFrame,
} from './frames.ts';
import { PROTOCOL_VERSION } from './version.ts';
import { decodeGpsEventFrame, GpsFixColumns } from './gpsColumns.ts';
import { Intake, type IntakeBudget } from './intake.ts';
import { DiagnosticsCounters } from './socketDiagnostics.ts';

import { Heartbeat, reconnectDelay, SILENCE_CHECKS, SocketCommandError } from './socketPolicy.ts';
import type { Clock, ConnectionStatus, SocketDiagnostics, SocketLike } from './socketTypes.ts';

export type { Clock, ConnectionStatus, SocketDiagnostics, SocketLike } from './socketTypes.ts';

const OPEN = 1;

export { Heartbeat, Reconnect, reconnectDelay, SocketCommandError } from './socketPolicy.ts';

export type SocketClientOptions = {
  connect: () => SocketLike;
  clock?: Clock;
  random?: () => number;
  newId?: () => string;
  /** Token for the login frame; a browser leaves it out and relies on its HttpOnly cookie. */
  token?: () => string | undefined;
  /** A console's second window or tab (frames.ts LoginFrame.companion): watches beside the main one. Asked at each login. */
  companion?: boolean | (() => boolean);
  loginTimeoutMs?: number;
  /** None: every frame is taken in as it arrives. */
  intakeBudget?: IntakeBudget;
  /** The local clock the platform's is compared with (tests give their own). */
  now?: () => number;
};


/** `onReply` runs as the reply is read, before any frame after it (a later continuation of `resolve` may not). */
type Pending = { resolve: (frame: ReplyFrame) => void; reject: (error: Error) => void; timer: unknown; onReply?: (frame: ReplyFrame) => void };
type ClientFrameBody = ClientFrame extends infer F ? (F extends { id: string } ? Omit<F, 'id'> : never) : never;

const systemClock: Clock = {
  setTimeout: (callback, ms) => setTimeout(callback, ms),
  clearTimeout: (handle) => clearTimeout(handle as ReturnType<typeof setTimeout>),
};

let idCounter = 0;
const defaultId = () => `${Date.now().toString(36)}-${(idCounter++).toString(36)}-${Math.random().toString(36).slice(2, 8)}`;

/**
 * The one owner of the real-time socket: logs in, resumes from the last sequence seen, drops
 * duplicates, reconnects with backoff, and exposes everything as Observables. close() is idempotent.
 */
export class SocketClient {
  private readonly statusSubject = new BehaviorSubject<ConnectionStatus>('offline');
  private readonly eventSubject = new Subject<EventFrame>();
  private readonly snapshotSubject = new Subject<SnapshotFrame>();
  private readonly failureSubject = new Subject<string>();
  private readonly callSubject = new Subject<CallFrame>();
  private readonly toneSubject = new Subject<ToneFrame>();
  private readonly logSubject = new Subject<LogRecord>();
  private readonly inboxSubject = new Subject<MessageFrame | SmsFrame>();
  private readonly monitorSubject = new Subject<MonitorFrame>();
  private readonly refusedSubject = new Subject<RefusedFrame>();
  private readonly gpsSubject = new Subject<GpsFixColumns>();
  /** The one row each GPS frame is decoded into (reused: a fix costs no object). */
  private readonly gpsRow = new GpsFixColumns();
  private readonly counters = new DiagnosticsCounters();

  readonly status$: Observable<ConnectionStatus> = this.statusSubject.asObservable();
  /** Events in sequence order, each once. */
  readonly events$: Observable<EventFrame> = this.eventSubject.asObservable();
  /**
   * GPS fixes as typed columns, the high-rate stream without an object per fix. While anything
   * subscribes here, `terminal.gps` event frames with a decimal msId come here instead of to events$
   * (same de-duplication, gap check and order): each emission is this client's scratch columns with
   * the fix as its last row, valid only during the call (copy it, GpsFixColumns.copyRow).
   */
  readonly gpsFixes$: Observable<GpsFixColumns> = this.gpsSubject.asObservable();
  /** Full state: on first connect, and whenever the server could not replay a gap. */
  readonly snapshots$: Observable<SnapshotFrame> = this.snapshotSubject.asObservable();
  /** Reasons the session ended for good: a refused re-login or a kick. */
  readonly failures$: Observable<string> = this.failureSubject.asObservable();
  readonly diagnostics$: Observable<SocketDiagnostics> = this.counters.changes$;
  /** Call signalling addressed to this account (not part of the event log: nothing to resume). */
  readonly calls$: Observable<CallFrame> = this.callSubject.asObservable();
  /** Alarm tones sent to this account, to play now (not part of the event log). */
  readonly tones$: Observable<ToneFrame> = this.toneSubject.asObservable();
  /** Log records as the platform writes them (dispatchers only; not replayed, findLog has them all). */
  readonly logs$: Observable<LogRecord> = this.logSubject.asObservable();
  /** Messages and SMS to or from this account (not part of the event log: lists are reloaded over REST). */
  readonly inbox$: Observable<MessageFrame | SmsFrame> = this.inboxSubject.asObservable();
  /** Terminal camera monitoring: start and stop (a terminal), ended by the platform (a dispatcher). */
  readonly monitors$: Observable<MonitorFrame> = this.monitorSubject.asObservable();
  /** Reports the platform did not take (report() waits for no answer; only a refusal gets one). */
  readonly refusedReports$: Observable<RefusedFrame> = this.refusedSubject.asObservable();
  private readonly platformClock: PlatformClock;
  /** The platform's clock minus this machine's, in ms (PlatformClock); 0 until the first pong, which follows the login. */
  readonly clockOffset$: Observable<number>;

  private readonly clock: Clock;
  private readonly random: () => number;
  private readonly newId: () => string;
  private socket: SocketLike | null = null;
  private loggedIn = false;
  private closed = false;
  private attempt = 0;
  private lastSeq: number | null = null;
  private reconnectTimer: unknown = null;
  private heartbeatTimer: unknown = null;
  private silenceTimer: unknown = null;
  /** A frame arrived since the last silence check; checks in a row that found none. */
  private heard = false;
  private silentChecks = 0;
  private readonly pending = new Map<string, Pending>();
  private firstLogin: { resolve: (reply: LoginReply) => void; reject: (error: Error) => void } | null = null;
  /** Incoming frames under the options' intake budget; none: each is taken in as it arrives. */
  private readonly intake: Intake | null;

  constructor(private readonly options: SocketClientOptions) {
    this.intake = options.intakeBudget ? new Intake(options.intakeBudget, (raw) => this.receive(raw)) : null;
    this.clock = options.clock ?? systemClock;
    this.random = options.random ?? Math.random;
    this.newId = options.newId ?? defaultId;
    this.platformClock = new PlatformClock(options.now);
    this.clockOffset$ = this.platformClock.offset$;
  }

  get status(): ConnectionStatus {
    return this.statusSubject.value;
  }

  get diagnostics(): SocketDiagnostics {
    return this.counters.value;
  }

  /** Connects and logs in; resolves with the first login's answer. Later reconnects happen on their own. */
  start(): Promise<LoginReply> {
    if (this.closed) return Promise.reject(new SocketCommandError(SocketError.NoSocket));
    return new Promise((resolve, reject) => {
      this.firstLogin = { resolve, reject };
      this.open();
    });
  }

  /** Sends a command and waits for its answer; rejects with a SPEC §8 error when offline. */
  async command<N extends CommandName>(name: N, args: CommandArgs<N>, timeoutMs: number = Limits.commandTimeoutMs): Promise<unknown> {
    const reply = await this.call(this.usableSocket(), { type: 'command', name, args }, timeoutMs);
    if (reply.code !== '0') throw new SocketCommandError(reply.code, reply.desc);
    return reply.data;
  }

  /**
   * Sends telemetry one way (docs/protocol.md "Reports"): nothing waits for an answer, a refusal
   * comes on refusedReports$. Throws the SPEC §8 error when offline, as command() rejects.
   */
  report<N extends ReportName>(name: N, args: CommandArgs<N>): void {
    const socket = this.usableSocket();
    try {
      socket.send(JSON.stringify({ type: 'report', name, args }));
    } catch {
      throw new SocketCommandError(SocketError.Disconnected);
    }
  }

  /** The socket a command or report goes out on; throws the SPEC §8 error when there is none to use. */
  private usableSocket(): SocketLike {
    const socket = this.socket;
    if (!socket || this.closed) throw new SocketCommandError(SocketError.NoSocket);
    if (socket.readyState !== OPEN) throw new SocketCommandError(SocketError.Disconnected);
    if (!this.loggedIn) throw new SocketCommandError(SocketError.NotOnline);
    return socket;
  }

  close(): void {
    if (this.closed) return;
    this.closed = true;
    this.clearTimers();
    this.intake?.clear();
    const socket = this.socket;
    this.socket = null;
    this.rejectPending(SocketError.Disconnected);
    this.firstLogin?.reject(new SocketCommandError(SocketError.Disconnected));
    this.firstLogin = null;
    socket?.close(1000, 'closed by client');
    this.statusSubject.next('offline');
  }

  private open(): void {
    if (this.closed) return;
    this.statusSubject.next('connecting');
    let socket: SocketLike;
    try {
      socket = this.options.connect();
    } catch {
      this.scheduleReconnect();
      return;
    }
    this.socket = socket;
    socket.onopen = () => void this.handshake(socket);
    socket.onmessage = (message) => {
      if (socket !== this.socket) return;
      if (!this.intake) return this.receive(message.data);
      this.heard = true; // waiting frames count as heard: the silence check is about the socket
      this.intake.push(message.data, socket);
    };
    socket.onclose = () => this.lost(socket);
    socket.onerror = () => undefined; // a close always follows
  }

  private isCompanion(): boolean {
    const { companion } = this.options;
    return typeof companion === 'function' ? companion() : companion === true;
  }

  private async handshake(socket: SocketLike): Promise<void> {
    this.armSilenceTimer(socket);
    try {
      const login = await this.call(
        socket,
        { type: 'login', version: PROTOCOL_VERSION, token: this.options.token?.(), ...(this.isCompanion() ? { companion: true } : {}) },
        this.options.loginTimeoutMs ?? Limits.socketLoginTimeoutMs,
      );
      if (login.code !== '0') return this.refused(socket, login.code, login.desc);
      const reply = LoginReplySchema.safeParse(login.data);
      if (!reply.success) return this.refused(socket, '102', 'malformed login answer');
      this.loggedIn = true;
      const resumed = await this.call(socket, { type: 'resume', fromSeq: this.lastSeq }, Limits.commandTimeoutMs, (reply) => this.resumedTo(reply));
      if (resumed.code !== '0') return this.refused(socket, resumed.code, resumed.desc);
      this.attempt = 0;
      this.statusSubject.next('online');
      // One ping at once, so the platform's clock is known before the first countdown is shown.
      this.ping(socket);
      this.scheduleHeartbeat(socket);
      this.firstLogin?.resolve(reply.data);
      this.firstLogin = null;
    } catch (error) {
      // Time-out or a lost socket: the first login reports it, later ones retry.
      if (this.firstLogin) {
        this.firstLogin.reject(error instanceof Error ? error : new SocketCommandError(SocketError.Timeout));
        this.firstLogin = null;
        this.close();
      } else if (socket === this.socket) {
        socket.close(4000, 'handshake failed');
      }
    }
  }

  /** The server refused us: the session is over, no reconnecting. */
  private refused(socket: SocketLike, code: string, desc?: string): void {
    const first = this.firstLogin;
    this.firstLogin = null;
    if (first) first.reject(new SocketCommandError(code, desc));
    else this.failureSubject.next(code);
    if (socket === this.socket) this.close();
    if (!first) this.statusSubject.next('error');
  }

  private receive(raw: unknown): void {
    this.heard = true;
    if (typeof raw === 'string' && this.gpsSubject.observed && decodeGpsEventFrame(raw, this.gpsRow)) {
      this.receiveGps();
      return;
    }
    const frame = decodeServerFrame(raw);
    if (!frame.ok) {
      this.counters.patch((d) => ({ malformed: d.malformed + 1, lastMalformed: frame.error.detail }));
      return;
    }
    const value = frame.value;
    switch (value.type) {
      case 'event':
        if (this.lastSeq !== null && value.seq <= this.lastSeq) {
          this.counters.patch((d) => ({ duplicates: d.duplicates + 1 }));
          return;
        }
        if (this.lastSeq !== null && value.prev !== undefined && value.prev > this.lastSeq) {
          this.counters.patch((d) => ({ gaps: d.gaps + 1 }));
          this.resync();
          return;
        }
        this.lastSeq = value.seq;
        this.counters.noteSeq(value.seq);
        this.eventSubject.next(value);
        return;
      case 'snapshot':
        this.lastSeq = value.seq;
        this.counters.patch((d) => ({ lastSeq: value.seq, snapshots: d.snapshots + 1 }));
        this.snapshotSubject.next(value);
        return;
      case 'reply': {
        const pending = this.pending.get(value.id);
        if (!pending) return;
        this.pending.delete(value.id);
        this.clock.clearTimeout(pending.timer);
        pending.onReply?.(value);
        pending.resolve(value);
        return;
      }
      case 'kicked':
        this.failureSubject.next(value.reason);
        this.close();
        this.statusSubject.next('error');
        return;
      case 'pong':
        this.platformClock.pong(value.time);
        return;
      case 'refused':
        this.refusedSubject.next(value);
        return;
      case 'call':
        this.callSubject.next(value);
        return;
      case 'tone':
        this.toneSubject.next(value);
        return;
      case 'log':
        this.logSubject.next(value.record);
        return;
      case 'message':
      case 'sms':
        this.inboxSubject.next(value);
        return;
      case 'monitor':
        this.monitorSubject.next(value);
        return;
    }
  }

  /** A decoded GPS frame (staged in gpsRow): the checks of an event frame, then its row to gpsFixes$. */
  private receiveGps(): void {
    const row = this.gpsRow;
    const seq = row.seq[0]!;
    const prev = row.prev[0]!;
    if (this.lastSeq !== null && seq <= this.lastSeq) {
      this.counters.patch((d) => ({ duplicates: d.duplicates + 1 }));
      return;
    }
    if (this.lastSeq !== null && prev >= 0 && prev > this.lastSeq) {
      this.counters.patch((d) => ({ gaps: d.gaps + 1 }));
      this.resync();
      return;
    }
    this.lastSeq = seq;
    this.counters.noteSeq(seq);
    row.commit();
    try {
      this.gpsSubject.next(row);
    } finally {
      row.clear();
    }
  }

  /**
   * The resume's `seq`: the server has sent everything of ours up to there (an organisation's or a
   * terminal's events are a part of the log), so the next event's `prev` may be anything up to it.
   */
  private resumedTo(reply: ReplyFrame): void {
    const seq = (reply.data as { seq?: unknown } | undefined)?.seq;
    if (reply.code === '0' && typeof seq === 'number' && Number.isSafeInteger(seq) && (this.lastSeq === null || seq > this.lastSeq)) this.lastSeq = seq;
  }

  private call(socket: SocketLike, body: ClientFrameBody, timeoutMs: number, onReply?: (frame: ReplyFrame) => void): Promise<ReplyFrame> {
    const id = this.newId();
    return new Promise((resolve, reject) => {
      const timer = this.clock.setTimeout(() => {
        this.pending.delete(id);
        reject(new SocketCommandError(SocketError.Timeout));
      }, timeoutMs);
      this.pending.set(id, { resolve, reject, timer, ...(onReply ? { onReply } : {}) });
      try {
        socket.send(JSON.stringify({ ...body, id }));
      } catch {
        this.pending.delete(id);
        this.clock.clearTimeout(timer);
        reject(new SocketCommandError(SocketError.Disconnected));
      }
    });
  }

  private lost(socket: SocketLike): void {
    if (socket !== this.socket) return;
    this.socket = null;
    this.intake?.clear();
    this.loggedIn = false;
    this.clearTimers();
    this.rejectPending(SocketError.Disconnected);
    if (this.closed) return;
    if (this.firstLogin) {
      this.firstLogin.reject(new SocketCommandError(SocketError.Disconnected));
      this.firstLogin = null;
      this.close();
      return;
    }
    this.statusSubject.next('offline');
    this.scheduleReconnect();
  }

  private scheduleReconnect(): void {
    if (this.closed) return;
    const delay = reconnectDelay(this.attempt, this.random);
    this.attempt += 1;
    this.counters.patch((d) => ({ reconnects: d.reconnects + 1 }));
    this.reconnectTimer = this.clock.setTimeout(() => {
      this.reconnectTimer = null;
      this.open();
    }, delay);
  }

  private scheduleHeartbeat(socket: SocketLike): void {
    this.heartbeatTimer = this.clock.setTimeout(() => {
      if (socket !== this.socket || socket.readyState !== OPEN) return;
      this.ping(socket);
      this.scheduleHeartbeat(socket);
    }, Heartbeat.intervalMs);
  }

  private ping(socket: SocketLike): void {
    try {
      socket.send(JSON.stringify({ type: 'ping' }));
      this.platformClock.pingSent();
    } catch {
      /* the close handler reconnects */
    }
  }

  /** A lost event: drop this socket and resume from the last one applied (replay or a snapshot). */
  private resync(): void {
    const socket = this.socket;
    if (!socket) return;
    socket.close(4002, 'gap');
    this.lost(socket);
  }

  private armSilenceTimer(socket: SocketLike): void {
    if (this.silenceTimer !== null) this.clock.clearTimeout(this.silenceTimer);
    this.heard = false;
    this.silentChecks = 0;
    const check = () => {
      if (socket !== this.socket) return;
      if (this.heard) {
        this.heard = false;
        this.silentChecks = 0;
      } else if ((this.silentChecks += 1) >= SILENCE_CHECKS) {
        this.silenceTimer = null;
        socket.close(4001, 'silent');
        this.lost(socket); // a half-open TCP connection may never fire close
        return;
      }
      this.silenceTimer = this.clock.setTimeout(check, Heartbeat.silenceLimitMs / SILENCE_CHECKS);
    };
    this.silenceTimer = this.clock.setTimeout(check, Heartbeat.silenceLimitMs / SILENCE_CHECKS);
  }

  private clearTimers(): void {
    for (const timer of [this.reconnectTimer, this.heartbeatTimer, this.silenceTimer]) {
      if (timer !== null) this.clock.clearTimeout(timer);
    }
    this.reconnectTimer = this.heartbeatTimer = this.silenceTimer = null;
  }

  private rejectPending(code: SocketError): void {
    for (const pending of this.pending.values()) {
      this.clock.clearTimeout(pending.timer);
      pending.reject(new SocketCommandError(code));
    }
    this.pending.clear();
  }
}
