import type { IncomingMessage, Server } from 'node:http';
import type { Duplex } from 'node:stream';
import { LogType } from '../../../protocol/index.ts';
import { WebSocketServer } from 'ws';
import type { LogEntry } from '../events/emulator-event.ts';
import { AllCallService } from '../all-call/all-call-service.ts';
import { NO_ONE_WAY_MEDIA, type OneWayMedia } from '../all-call/one-way-media.ts';
import { CallService } from '../calls/call-service.ts';
import { DEFAULT_VIDEO_LIMITS, type VideoLimits } from '../calls/decide.ts';
import { FloorControl } from '../floor/floor-control.ts';
import { tokenOf } from '../http/cookies.ts';
import { TempGroupService } from '../temp-groups/temp-group-service.ts';
import { ToneSender } from '../tones/tone-sender.ts';
import { TerminalMonitorService } from '../terminal-monitor/monitor-service.ts';
import { NO_MONITOR_MEDIA, type MonitorMedia } from '../terminal-monitor/monitor-media.ts';
import type { SessionEnd, SocketControl } from '../http/route.ts';
import { SECURITY_HEADERS } from '../http/security-headers.ts';
import { servedHosts } from '../http/served-hosts.ts';
import { heldByFirstPassword } from '../http/first-password.ts';
import type { Platform } from '../platform.ts';
import type { PlatformServices } from '../services.ts';
import { ClientConnection, CloseCode, LIVE_WINDOW, type ConnectionHost } from './connection.ts';
import type { EventFrameBuffer } from './organisation-feed.ts';
import { webSocketTextFrames } from './frames.ts';
import { isDispatcher, LogFeed } from '../logs/log-feed.ts';
import { markOffline } from './presence.ts';
import { OrganisationFeed } from './organisation-feed.ts';
import { eventOrganisation } from '../organisations/event-organisation.ts';
import { groupsOf, reaches, reachesNoTerminal, terminalAudience, type TerminalAudience } from './terminal-view.ts';
import type { PlatformEvent } from '../../../protocol/index.ts';

export const SOCKET_PATH = '/socket';
const MAX_FRAME_BYTES = 64 * 1024;

/**
 * When the hub closes sockets on its own (docs/protocol.md "Upgrade and closing"). Clients ping every 10 s, so a
 * socket silent for the idle limit is a dead one; a socket that has not logged in by the login
 * deadline is not a client of ours (pings alone do not keep it). Tests shorten the sweep and bring
 * their own clock.
 */
export type SocketLiveness = {
  readonly loginDeadlineMs?: number;
  readonly idleLimitMs?: number;
  readonly sweepEveryMs?: number;
  readonly now?: () => number;
};
/** At least the console's own 15 s login time-out (Limits.socketLoginTimeoutMs), so that one speaks first. */
export const LOGIN_DEADLINE_MS = 15_000;
export const IDLE_LIMIT_MS = 45_000;
const SWEEP_EVERY_MS = 5_000;

/** Another WebSocket endpoint on the same HTTP server (e.g. the Janus proxy at /janus). */
export type UpgradeHandler = (request: IncomingMessage, socket: Duplex, head: Buffer) => void;

export type SocketStats = { connections: number; live: number; malformed: number };

/**
 * The WebSocket side of the emulator: owns every client connection, the one-socket-per-account
 * rule, terminal presence, and the live fan-out (each event serialised once, then only sent).
 */
export class SocketHub implements ConnectionHost, SocketControl {
  /** Each organisation's dispatcher feed, made on first use. */
  private readonly feeds = new Map<string, OrganisationFeed>();
  /** The log's head when the hub started: every feed's events after it are fanned out. */
  private readonly startHead: number;
  readonly floor: FloorControl;
  readonly tempGroups: TempGroupService;
  readonly calls: CallService;
  readonly allCalls: AllCallService;
  readonly tones: ToneSender;
  readonly monitors: TerminalMonitorService;
  private readonly server = new WebSocketServer({ noServer: true, maxPayload: MAX_FRAME_BYTES, perMessageDeflate: false, clientTracking: false });
  private readonly connections = new Set<ClientConnection>();
  private readonly live = new Set<ClientConnection>();
  /** The one logged-in connection of each account. */
  private readonly owners = new Map<string, ClientConnection>();
  private readonly otherUpgrades = new Map<string, UpgradeHandler>();
  private readonly stopLive: () => void;
  private readonly stopLogs: () => void;
  private readonly sweeper: ReturnType<typeof setInterval>;
  private readonly loginDeadlineMs: number;
  private readonly idleLimitMs: number;
  readonly socketClock: () => number;
  private malformed = 0;
  private closing: Promise<void> | null = null;
  private servesHost: (request: IncomingMessage) => boolean = servedHosts();

  constructor(
    readonly platform: Platform,
    readonly services: PlatformServices,
    private readonly log: (line: string) => void = () => undefined,
    /** Carries all-calls and broadcast calls (none without a media server). */
    oneWayMedia: OneWayMedia = NO_ONE_WAY_MEDIA,
    /** The platform's video call maximum and maximum duration. */
    videoLimits: VideoLimits = DEFAULT_VIDEO_LIMITS,
    /** Terminal camera monitors: their mount points (none without a media server) and the platform's maximum. */
    monitoring: { readonly media: MonitorMedia; readonly max?: number; readonly answerTimeoutMs?: number } = { media: NO_MONITOR_MEDIA },
    /** Several instances: only calls and floors of these terminals (this instance's) are stale at start. */
    staleOf?: (msId: string) => boolean,
    liveness: SocketLiveness = {},
  ) {
    this.loginDeadlineMs = liveness.loginDeadlineMs ?? LOGIN_DEADLINE_MS;
    this.idleLimitMs = liveness.idleLimitMs ?? IDLE_LIMIT_MS;
    this.socketClock = liveness.now ?? Date.now;
    this.startHead = platform.state.head;
    this.stopLive = platform.onLive((entries) => this.fanOut(entries));
    this.stopLogs = new LogFeed(platform).start((text, cid) => {
      for (const connection of this.live) if (connection.organisation === cid && connection.msId !== null && isDispatcher(platform, connection.msId)) connection.sendDirect(text);
    });
    this.floor = new FloorControl(platform, { log });
    this.tempGroups = new TempGroupService(platform);
    this.calls = new CallService(platform, (msId, frame) => this.owners.get(msId)?.sendDirect(JSON.stringify(frame)) ?? false, log, undefined, videoLimits);
    this.tones = new ToneSender(platform, (msId, frame) => this.owners.get(msId)?.sendDirect(JSON.stringify(frame)) ?? false);
    this.monitors = new TerminalMonitorService(platform, (msId, frame) => this.owners.get(msId)?.sendDirect(JSON.stringify(frame)) ?? false, monitoring.media, log, monitoring.answerTimeoutMs);
    if (monitoring.max !== undefined) this.monitors.max = monitoring.max;
    services.messages.connect((msId, frame) => this.owners.get(msId)?.sendDirect(JSON.stringify(frame)) ?? false);
    this.calls.endStaleCalls(staleOf).catch((error: unknown) => log(`stale calls not ended: ${String(error)}`));
    this.allCalls = new AllCallService(platform, this.floor, oneWayMedia, log);
    this.allCalls.endStaleCalls(staleOf).catch((error: unknown) => log(`stale one-way calls not ended: ${String(error)}`));
    this.floor.endStaleFloors(staleOf).catch((error: unknown) => log(`stale floors not ended: ${String(error)}`));
    this.sweeper = setInterval(() => this.sweep(), liveness.sweepEveryMs ?? SWEEP_EVERY_MS);
    this.sweeper.unref();
  }

  /** Takes the server's upgrades; only for Host headers that `servesHost` accepts (the HTTP side's rule). */
  attach(http: Server, servesHost: (request: IncomingMessage) => boolean = servedHosts()): void {
    this.servesHost = servesHost;
    http.on('upgrade', (request: IncomingMessage, socket: Duplex, head: Buffer) => this.upgrade(request, socket, head));
  }

  /** Routes upgrades of another path to its own handler; Host and same-origin are checked here for all. */
  routeUpgrade(path: string, handler: UpgradeHandler): void {
    this.otherUpgrades.set(path, handler);
  }

  get stats(): SocketStats {
    return { connections: this.connections.size, live: this.live.size, malformed: this.malformed };
  }

  async claim(connection: ClientConnection): Promise<void> {
    const msId = connection.msId!;
    const previous = this.owners.get(msId);
    if (connection.companion) {
      // A second window of the login that owns the account watches beside it; one of an older login is out.
      if (previous && previous.tokenHash !== connection.tokenHash) connection.kick('elsewhere');
      if (previous) return;
      // No window owns the account (the main one has gone): this one takes it, or its SMS and calls reach nobody.
      connection.companion = false;
    }
    this.owners.set(msId, connection);
    // The windows of an older login go with it; a new main window of the same login keeps its companions.
    for (const other of this.connections) {
      if (other.companion && other.msId === msId && other.tokenHash !== connection.tokenHash) other.kick('elsewhere');
    }
    // The same login again (a reload, a reconnect, a tab of a browser without Web Locks): the one
    // before it stays signed in and watches on. Only another login signs the account's windows out.
    if (previous && previous !== connection && previous.tokenHash === connection.tokenHash) {
      previous.companion = true;
      return;
    }
    if (previous && previous !== connection) {
      previous.kick('elsewhere');
      // SPEC §4 log type 7: still online, now from another place.
      await this.platform.commit([{ type: 'terminal.online', msId, logType: LogType.LoggedInElsewhere }]);
      return;
    }
    await this.platform.commit([{ type: 'terminal.online', msId, logType: LogType.Online }]);
  }

  async takeAccount(connection: ClientConnection): Promise<void> {
    const msId = connection.msId!;
    const previous = this.owners.get(msId);
    if (previous === connection) return;
    connection.companion = false;
    this.owners.set(msId, connection);
    // Companions are of the owner's login (claim kicks the others), so the owner is not signed out.
    if (previous) {
      previous.companion = true;
      return;
    }
    await this.platform.commit([{ type: 'terminal.online', msId, logType: LogType.Online }]);
  }

  startLive(connection: ClientConnection): void {
    this.live.add(connection);
  }

  release(connection: ClientConnection): void {
    this.connections.delete(connection);
    this.live.delete(connection);
    const msId = connection.msId;
    if (msId === null || this.owners.get(msId) !== connection) return;
    this.owners.delete(msId);
    // A window of the same login still open takes the account over: the dispatcher is still there.
    const heir = [...this.connections].find((other) => other.companion && other.msId === msId && other.tokenHash === connection.tokenHash);
    if (heir) {
      heir.companion = false;
      this.owners.set(msId, heir);
      return;
    }
    this.platform.commit([{ type: 'terminal.offline', msId, logType: LogType.Offline }]).catch((error: unknown) => this.log(`offline of ${msId} not recorded: ${String(error)}`));
  }

  countMalformed(): void {
    this.malformed += 1;
  }

  drop(msId?: string): number {
    let dropped = 0;
    for (const connection of this.connections) {
      if (msId !== undefined && connection.msId !== msId) continue;
      connection.drop();
      dropped += 1;
    }
    return dropped;
  }

  setMonitorLimit(max: number): void {
    this.monitors.max = max;
  }

  endSession(tokenHash: string, reason: SessionEnd = 'expired'): void {
    for (const connection of this.connections) if (connection.tokenHash === tokenHash) connection.kick(reason);
  }

  /** Tells every client the server stops, and records their terminals offline. Safe to call twice. */
  close(): Promise<void> {
    this.closing ??= (async () => {
      clearInterval(this.sweeper);
      this.stopLive();
      this.stopLogs();
      this.floor.close();
      this.calls.close();
      await this.allCalls.close().catch((error: unknown) => this.log(`one-way calls not closed: ${String(error)}`));
      await this.monitors.close().catch((error: unknown) => this.log(`monitors not closed: ${String(error)}`));
      const online = [...this.owners.keys()];
      this.owners.clear();
      for (const connection of this.connections) connection.kick('stopped');
      await markOffline(this.platform, online).catch((error: unknown) => this.log(`offline at shutdown not recorded: ${String(error)}`));
    })();
    return this.closing;
  }

  private upgrade(request: IncomingMessage, socket: Duplex, head: Buffer): void {
    const url = new URL(request.url ?? '/', 'http://emulator.invalid');
    const path = url.pathname;
    const other = this.otherUpgrades.get(path);
    if (!this.servesHost(request)) return refuseUpgrade(socket, 421, 'Misdirected Request');
    if (path !== SOCKET_PATH && !other) return refuseUpgrade(socket, 404, 'Not Found');
    if (!sameOrigin(request)) return refuseUpgrade(socket, 403, 'Forbidden');
    if (this.closing) return refuseUpgrade(socket, 503, 'Service Unavailable');
    if (other) {
      // /janus and the cameras' FLV check the session themselves; a first password gets none of it.
      if (heldByFirstPassword(this.platform, request, url.searchParams)) return refuseUpgrade(socket, 403, 'Forbidden');
      return other(request, socket, head);
    }
    this.server.handleUpgrade(request, socket, head, (ws) => {
      this.connections.add(new ClientConnection(ws, tokenOf(request, null), this));
    });
  }

  feedOf(cid: string): OrganisationFeed {
    let feed = this.feeds.get(cid);
    if (!feed) {
      feed = new OrganisationFeed(this.platform, cid, LIVE_WINDOW, this.startHead);
      this.feeds.set(cid, feed);
    }
    return feed;
  }

  /**
   * Each event goes to its organisation's dispatchers only (organisations/event-organisation.ts):
   * serialised once per organisation, and the batch framed for WebSocket once (on first use); every
   * live dispatcher socket of it then gets the whole batch in one write.
   */
  private fanOut(entries: readonly LogEntry[]): void {
    const { state } = this.platform;
    const byOrganisation = new Map<string, LogEntry[]>();
    // Most events (fixes, status) reach no terminal: then terminal sockets cost one check each.
    const forTerminals: { readonly entry: LogEntry; readonly audience: TerminalAudience; readonly cid: string | null }[] = [];
    for (const entry of entries) {
      const event = entry.event as PlatformEvent;
      const cid = eventOrganisation(state, event);
      if (cid !== null) {
        const list = byOrganisation.get(cid);
        if (list) list.push(entry);
        else byOrganisation.set(cid, [entry]);
      }
      const audience = terminalAudience(event);
      if (!reachesNoTerminal(audience)) forTerminals.push({ entry, audience, cid });
    }
    const batches = new Map<string, { readonly batch: EventFrameBuffer[]; readonly wire: () => Buffer }>();
    for (const [cid, own] of byOrganisation) {
      const batch = this.feedOf(cid).frame(own);
      let framed: Buffer | null = null;
      batches.set(cid, { batch, wire: () => (framed ??= webSocketTextFrames(batch.map((event) => event.frame))) });
    }
    for (const connection of this.live) {
      if (connection.scoped) {
        if (forTerminals.length > 0) this.deliverToTerminal(connection, forTerminals);
        continue;
      }
      const ours = connection.organisation === null ? undefined : batches.get(connection.organisation);
      if (ours) connection.deliver(ours.batch, ours.wire);
    }
  }

  private deliverToTerminal(connection: ClientConnection, events: readonly { readonly entry: LogEntry; readonly audience: TerminalAudience; readonly cid: string | null }[]): void {
    const msId = connection.msId!;
    const groups = groupsOf(this.platform.state, msId);
    // An audience of every group (a temp group's end) is every group of the terminal's organisation only.
    const own = events.filter(({ audience, cid }) => cid === connection.organisation && reaches(audience, msId, groups)).map(({ entry }) => entry);
    if (own.length > 0) connection.deliverOwn(own);
  }

  /** The liveness checks (login deadline, idle cut-off, session expiry); every sweepEveryMs, or now for tests. */
  sweep(): void {
    const now = this.socketClock();
    for (const connection of this.connections) {
      if (connection.anonymous && now - connection.openedAt >= this.loginDeadlineMs) connection.cutOff(CloseCode.LoginDeadline, 'no login');
      else if (now - connection.lastHeard >= this.idleLimitMs) connection.cutOff(CloseCode.Idle, 'idle');
      else if (connection.sessionExpiresAt !== null && this.platform.now() >= connection.sessionExpiresAt) connection.kick('expired');
    }
  }
}

/**
 * Browsers send Origin; a page of another site must not ride on the user's cookie. Its host:port
 * must be the Host the request came to (which servesHost has checked is ours).
 */
function sameOrigin(request: IncomingMessage): boolean {
  const origin = request.headers.origin;
  if (!origin) return true; // not a browser
  try {
    return new URL(origin).host === request.headers.host;
  } catch {
    return false;
  }
}

function refuseUpgrade(socket: Duplex, status: number, text: string): void {
  const headers = Object.entries(SECURITY_HEADERS).map(([name, value]) => `${name}: ${value}\r\n`).join('');
  socket.end(`HTTP/1.1 ${status} ${text}\r\nConnection: close\r\nContent-Length: 0\r\n${headers}\r\n`);
}
