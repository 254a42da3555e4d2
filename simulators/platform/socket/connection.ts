import type { RawData, WebSocket } from 'ws';
import { decodeClientFrame, PROTOCOL_VERSION, type ClientFrame, type KickReason, type PlatformEvent } from '../../../protocol/index.ts';
import { SOCKET_TIMEOUT_ANSWER } from '../auth/login-service.ts';
import { sessionOf } from '../auth/sessions.ts';
import { mustChangePassword, PASSWORD_CHANGE_ANSWER } from '../http/first-password.ts';
import { PUBLIC_TYPES, type LogEntry } from '../events/emulator-event.ts';
import { isDispatcher } from '../logs/log-feed.ts';
import { userInfoOf } from '../projection/views.ts';
import { runCommand, type CommandContext } from './commands.ts';
import { eventFrameText, kickedFrameText, pongFrameText, refusedFrameText, replyFrameText, webSocketTextFrame, webSocketTextFrames } from './frames.ts';
import type { EventFrameBuffer, OrganisationFeed } from './organisation-feed.ts';
import { eventOrganisation } from '../organisations/event-organisation.ts';
import { organisationOfTerminal } from '../organisations/organisation-of.ts';
import { groupsOf, reaches, terminalAudience, terminalSnapshotText } from './terminal-view.ts';

/** What a connection needs from the server that owns it. */
export type ConnectionHost = CommandContext & {
  /** An organisation's dispatcher feed: its framed recent events and its snapshot. */
  feedOf(cid: string): OrganisationFeed;
  /** Makes this socket the account's one socket (kicking another) and marks the terminal online; a companion only joins. */
  claim(connection: ClientConnection): Promise<void>;
  /** A window of the account's login becomes its owner; the owner before it watches on as a companion. */
  takeAccount(connection: ClientConnection): Promise<void>;
  /** From now on live events go to this connection. */
  startLive(connection: ClientConnection): void;
  release(connection: ClientConnection): void;
  countMalformed(): void;
  /** The clock of socket liveness (login deadline, idle cut-off); tests give their own. */
  readonly socketClock: () => number;
};

export type { KickReason };

/** The server's close codes (docs/protocol.md "Upgrade and closing"); the client's own are 4000-4002. */
export const CloseCode = { Kicked: 4000, Slow: 4008, LoginDeadline: 4401, Idle: 4408 } as const;
/** A peer that does not answer our close frame in this time is cut off without it. */
const CLOSE_GRACE_MS = 2_000;

/** docs/protocol.md: the server replays the last 50,000 events; an older gap gets a snapshot. */
export const REPLAY_WINDOW = 50_000;
const REPLAY_PAGE = 5_000;
/**
 * Live flow control. While more than HIGH_WATER_BYTES wait in a socket (its client reads slower than
 * events commit, or stopped reading for a while), live events are not written to it: it catches up
 * from the frames the hub keeps (RecentEvents, the last LIVE_WINDOW public events), a chunk at a time
 * once the one before has gone to the kernel, then goes on live. Only a socket further behind than
 * that is cut off; it resumes from its last seq (a replay, or a snapshot past REPLAY_WINDOW). Sockets
 * were cut off at 16 MiB waiting before, which one burst of 100,000 events reached (docs/performance.md "Load"):
 * the console reconnected and got a snapshot instead of the events.
 */
export const LIVE_WINDOW = 150_000;
const HIGH_WATER_BYTES = 1024 * 1024;
const CATCH_UP_EVENTS = 4_096;
const MAX_QUEUED_EVENTS = 100_000;

type NodeSocketLike = {
  readonly writableNeedDrain: boolean;
  readonly destroyed: boolean;
  on(event: string, listener: () => void): unknown;
  off(event: string, listener: () => void): unknown;
};
type Phase = 'anonymous' | 'authenticated' | 'replaying' | 'live' | 'closed';
export type { EventFrameBuffer };

/**
 * One client socket: login, resume, commands. During a resume, live events queue up and are sent
 * after the replay, each seq once and in order, so nothing is lost or doubled.
 */
export class ClientConnection {
  msId: string | null = null;
  /** A console's second window (LoginFrame.companion): it watches, the account's owner socket acts. */
  companion = false;
  tokenHash: string | null = null;
  sessionExpiresAt: number | null = null;
  /** When the socket connected and when it last sent any frame, on the host's socket clock. */
  readonly openedAt: number;
  lastHeard: number;
  private phase: Phase = 'anonymous';
  private cutting = false;
  /** Seq of the last event (or snapshot) this socket was sent. */
  private lastSent = 0;
  private queue: EventFrameBuffer[] = [];
  /** Live events are read back from RecentEvents instead of written as they come (see LIVE_WINDOW). */
  private lagging = false;
  /**
   * A terminal's socket carries only what concerns it (terminal-view.ts): the hub hands it its own
   * events (deliverOwn), each framed with this socket's own `prev`. Dispatchers see every event.
   */
  scoped = false;
  /** The account's organisation: a dispatcher's socket carries its events only (organisations/event-organisation.ts). */
  organisation: string | null = null;
  /** Scoped: the highest seq this socket has been handed or has replayed past, sent or not. */
  private seenTo = 0;
  private ownQueue: LogEntry[] = [];

  constructor(
    private readonly ws: WebSocket,
    /** The token cookie of the upgrade request, for browsers. */
    private readonly upgradeToken: string | undefined,
    private readonly host: ConnectionHost,
  ) {
    this.openedAt = host.socketClock();
    this.lastHeard = this.openedAt;
    ws.on('message', (data, isBinary) => this.receive(data, isBinary));
    ws.on('close', () => this.closed());
    ws.on('error', () => undefined); // 'close' always follows
  }

  /**
   * Live events of one commit, serialised once for every socket. `wire` gives the whole batch as
   * WebSocket frames, built once for all sockets: when every event is new to this socket and ws has
   * nothing of its own waiting, that buffer goes out in one write.
   */
  deliver(batch: readonly EventFrameBuffer[], wire?: () => Buffer): void {
    if (this.phase === 'replaying') {
      for (const event of batch) this.queue.push(event);
      if (this.queue.length > MAX_QUEUED_EVENTS) this.drop();
      return;
    }
    if (this.phase !== 'live' || batch.length === 0 || this.lagging) return;
    if (this.ws.bufferedAmount > HIGH_WATER_BYTES) {
      void this.catchUp();
      return;
    }
    const raw = wire && batch[0]!.seq > this.lastSent ? this.idleSocket() : null;
    if (raw) {
      this.lastSent = batch.at(-1)!.seq;
      raw.write(wire!());
      return;
    }
    this.corked(() => {
      for (const { seq, frame } of batch) {
        if (seq <= this.lastSent) continue;
        this.lastSent = seq;
        this.ws.send(frame, { binary: false });
      }
    });
  }

  /**
   * A scoped socket's live events (the hub has picked them for its terminal), framed here with
   * `prev` the last seq this socket was sent, so its client sees no gap where others' events were.
   * A terminal gets few events: one whose socket backs up is cut off and resumes from the log.
   */
  deliverOwn(entries: readonly LogEntry[]): void {
    if (this.phase === 'replaying') {
      this.ownQueue.push(...entries);
      if (this.ownQueue.length > MAX_QUEUED_EVENTS) this.drop();
      return;
    }
    if (this.phase !== 'live' || entries.length === 0) return;
    if (this.ws.bufferedAmount > HIGH_WATER_BYTES) {
      this.cutOff(CloseCode.Slow, 'too far behind');
      return;
    }
    this.corked(() => {
      for (const entry of entries) {
        if (entry.seq <= this.seenTo) continue;
        this.seenTo = entry.seq;
        this.ws.send(eventFrameText(entry, entry.event, this.lastSent), { binary: false });
        this.lastSent = entry.seq;
      }
    });
  }

  /**
   * Sends what this socket missed while it was behind from RecentEvents, a chunk each time the last
   * has been handed to the kernel, until it has everything fanned out; live writes go on from there
   * (the check and the switch back happen in one turn, so no batch slips between them).
   */
  private async catchUp(): Promise<void> {
    this.lagging = true;
    while (this.phase === 'live') {
      await this.whenDrained();
      if (this.phase !== 'live') return;
      const recent = this.feed().recent;
      if (this.lastSent >= recent.newest) {
        this.lagging = false;
        return;
      }
      const chunk = recent.after(this.lastSent, CATCH_UP_EVENTS);
      if (chunk === null) {
        this.ws.close(CloseCode.Slow, 'too far behind');
        return;
      }
      this.lastSent = chunk.at(-1)!.seq;
      const raw = this.idleSocket();
      if (raw) raw.write(webSocketTextFrames(chunk.map((event) => event.frame)));
      else this.corked(() => chunk.forEach((event) => this.ws.send(event.frame, { binary: false })));
    }
  }

  /** Resolves once the socket has handed what it holds to the kernel (its 'drain'), or closed. */
  private whenDrained(): Promise<void> {
    const raw = (this.ws as unknown as { _socket?: NodeSocketLike })._socket;
    if (!raw || typeof raw.on !== 'function') return new Promise((resolve) => setTimeout(resolve, 10)); // ws internals differ: poll
    if (!raw.writableNeedDrain || raw.destroyed) return Promise.resolve();
    return new Promise((resolve) => {
      const done = () => {
        raw.off('drain', done);
        raw.off('close', done);
        resolve();
      };
      raw.on('drain', done);
      raw.on('close', done);
    });
  }

  /** A frame for this account only (call signalling); nothing before login. */
  sendDirect(text: string): boolean {
    if (this.phase !== 'live' && this.phase !== 'replaying' && this.phase !== 'authenticated') return false;
    this.sendText(text);
    return true;
  }

  kick(reason: KickReason): void {
    if (this.isClosed()) return;
    this.ws.send(kickedFrameText(reason));
    this.ws.close(CloseCode.Kicked, reason);
  }

  /** Gone without a close frame, as a lost network would do. */
  drop(): void {
    this.ws.terminate();
  }

  /** Not logged in yet: the login deadline applies. */
  get anonymous(): boolean {
    return this.phase === 'anonymous';
  }

  /** Closes with a code that says why; a peer that does not answer the close frame is cut off after a grace. */
  cutOff(code: number, reason: string): void {
    if (this.isClosed() || this.cutting) return;
    this.cutting = true;
    this.ws.close(code, reason);
    setTimeout(() => this.ws.terminate(), CLOSE_GRACE_MS).unref();
  }

  private receive(data: RawData, isBinary: boolean): void {
    this.lastHeard = this.host.socketClock();
    const text = data.toString();
    const decoded = isBinary ? null : decodeClientFrame(text);
    if (!decoded?.ok) {
      this.host.countMalformed();
      const about = answerableOf(text);
      if (about) this.refuse(about, '400', decoded ? decoded.error.detail : 'frames are text');
      return;
    }
    const frame = decoded.value;
    if (frame.type === 'ping') return this.sendText(pongFrameText(this.host.platform.now()));
    if (this.phase === 'anonymous' && frame.type !== 'login') return this.refuse(frame, '401', 'log in first');
    this.handle(frame).catch((error: unknown) => {
      console.error(`socket ${frame.type}: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`);
      this.refuse(frame, '500', 'internal error');
    });
  }

  /** A request's refusal as a reply to its id, a report's as a `refused` frame naming it. */
  private refuse(about: Answerable, code: string, desc?: string): void {
    if ('id' in about) this.reply(about.id, code, desc);
    else if (!this.isClosed()) this.sendText(refusedFrameText(about.name, code, desc));
  }

  private handle(frame: Exclude<ClientFrame, { type: 'ping' }>): Promise<void> {
    switch (frame.type) {
      case 'login':
        return this.login(frame);
      case 'resume':
        return this.resume(frame);
      case 'command':
        return this.command(frame);
      case 'report':
        return this.report(frame);
    }
  }

  private async login(frame: Extract<ClientFrame, { type: 'login' }>): Promise<void> {
    const { platform } = this.host;
    if (this.phase !== 'anonymous') return this.reply(frame.id, '400', 'already logged in');
    if (frame.version !== PROTOCOL_VERSION) return this.reply(frame.id, '426', `this server speaks protocol version ${PROTOCOL_VERSION}`);
    const session = sessionOf(platform, frame.token ?? this.upgradeToken);
    if (!session) return this.reply(frame.id, '105', 'token unknown or expired');
    // A first password someone else knows: its session may only change it, over REST.
    if (mustChangePassword(platform, session.msId)) return this.reply(frame.id, PASSWORD_CHANGE_ANSWER.envelope.code, PASSWORD_CHANGE_ANSWER.envelope.desc);
    // Test control: this account's socket login goes unanswered, as a platform that hangs would.
    if (platform.state.loginAnswers.get(session.msId)?.code === SOCKET_TIMEOUT_ANSWER) return;
    if (!userInfoOf(platform.state, session.msId)) return this.reply(frame.id, '102', 'no terminal for this account');
    this.phase = 'authenticated';
    this.msId = session.msId;
    this.tokenHash = session.tokenHash;
    this.sessionExpiresAt = session.expiresAt;
    this.companion = frame.companion === true;
    this.scoped = !isDispatcher(platform, session.msId);
    this.organisation = organisationOfTerminal(platform.state, session.msId);
    await this.host.claim(this);
    if (this.isClosed()) return;
    this.reply(frame.id, '0', undefined, { user: userInfoOf(platform.state, session.msId), head: platform.state.head });
  }

  private async resume(frame: Extract<ClientFrame, { type: 'resume' }>): Promise<void> {
    if (this.phase !== 'authenticated') return this.reply(frame.id, '400', 'resume once, after login');
    this.phase = 'replaying';
    // From here live events queue up; everything up to `upTo` is in the log already.
    this.host.startLive(this);
    const upTo = this.host.platform.state.head;
    const { fromSeq } = frame;
    let mode: 'snapshot' | 'replay' = 'replay';
    this.lastSent = fromSeq ?? 0;
    if (fromSeq === null || fromSeq > upTo || upTo - fromSeq > REPLAY_WINDOW) {
      mode = 'snapshot';
      // A terminal's own view is small and made fresh (the shared cached one is the organisation's).
      const snapshot = this.scoped ? { seq: upTo, frame: terminalSnapshotText(this.host.platform.state, this.msId!) } : this.feed().snapshots.get();
      this.ws.send(snapshot.frame, { binary: false });
      this.lastSent = snapshot.seq;
    }
    const count = await this.replay(upTo);
    if (this.isClosed()) return;
    // `seq`: everything of this socket's up to here is sent, so the client's gap check counts from it.
    this.reply(frame.id, '0', undefined, { mode, count, seq: upTo });
    const queued = this.queue;
    const ownQueued = this.ownQueue;
    this.queue = [];
    this.ownQueue = [];
    this.phase = 'live';
    this.deliver(queued);
    this.deliverOwn(ownQueued);
  }

  /**
   * Sends the public events after lastSent up to upTo that are this socket's (its organisation's
   * for a dispatcher, its terminal's for a scoped socket), each framed with `prev` the last one this
   * socket was sent: from memory when the organisation's feed reaches back that far, else from the log.
   */
  private async replay(upTo: number): Promise<number> {
    if (!this.scoped) {
      const recent = this.feed().recent.between(this.lastSent, upTo);
      if (recent !== null) {
        this.corked(() => {
          for (const frame of recent) this.ws.send(frame, { binary: false });
        });
        this.lastSent = upTo;
        return recent.length;
      }
    }
    const { platform } = this.host;
    const msId = this.msId!;
    const groups = groupsOf(platform.state, msId);
    const wanted = this.scoped
      ? (event: PlatformEvent) => reaches(terminalAudience(event), msId, groups) && eventOrganisation(platform.state, event) === this.organisation
      : (event: PlatformEvent) => eventOrganisation(platform.state, event) === this.organisation;
    let count = 0;
    this.seenTo = this.lastSent;
    while (this.seenTo < upTo && !this.isClosed()) {
      const page = await platform.readPublicAfter(this.seenTo, REPLAY_PAGE, PUBLIC_TYPES);
      const due = page.filter((event) => event.seq <= upTo);
      if (due.length === 0 || this.isClosed()) break;
      this.seenTo = due.at(-1)!.seq;
      let written: Promise<unknown> | null = null;
      for (const event of due) {
        if (!wanted(event.payload as PlatformEvent)) continue;
        const text = eventFrameText(event, event.payload, this.lastSent);
        this.lastSent = event.seq;
        count += 1;
        written = new Promise((resolve) => this.ws.send(text, resolve));
      }
      if (due.length < page.length) break;
      // Flow control: the next page is read once this one has been written to the socket.
      if (written) await written;
    }
    this.seenTo = Math.max(this.seenTo, upTo);
    // A dispatcher's live frames come chained from its organisation's feed, which holds every event up to here.
    if (!this.scoped) this.lastSent = Math.max(this.lastSent, upTo);
    return count;
  }

  /** The organisation's feed of this dispatcher socket. */
  private feed(): OrganisationFeed {
    return this.host.feedOf(this.organisation ?? '');
  }

  private async command(frame: Extract<ClientFrame, { type: 'command' }>): Promise<void> {
    const outcome = await runCommand(this.host, this.msId!, frame.name, frame.args);
    if (frame.name === 'takeAccount' && outcome.code === '0') await this.host.takeAccount(this);
    this.reply(frame.id, outcome.code, outcome.desc, outcome.data);
  }

  /** Telemetry, taken as the command is; only a refusal is answered, so an accepted fix costs no write. */
  private async report(frame: Extract<ClientFrame, { type: 'report' }>): Promise<void> {
    const outcome = await runCommand(this.host, this.msId!, frame.name, frame.args);
    if (outcome.code !== '0') this.refuse(frame, outcome.code, outcome.desc);
  }

  private reply(id: string, code: string, desc?: string, data?: unknown): void {
    if (!this.isClosed()) this.sendText(replyFrameText(id, code, desc, data));
  }

  /**
   * A text frame in one socket write when ws has nothing of its own waiting (see idleSocket): every
   * terminal's every command is answered, so at 10,000 fixes a second this is 10,000 writes a second.
   */
  private sendText(text: string): void {
    const raw = this.idleSocket();
    if (raw) raw.write(webSocketTextFrame(text));
    else this.ws.send(text);
  }

  /**
   * Frames sent inside go out in one write: ws writes each frame on its own, which costs a system
   * call per frame and socket. ws keeps its net.Socket in `_socket`; if that ever changes, frames
   * simply go out one by one again.
   */
  private corked(send: () => void): void {
    const raw = (this.ws as unknown as { _socket?: { cork?: () => void; uncork?: () => void } })._socket;
    const corkable = typeof raw?.cork === 'function' && typeof raw.uncork === 'function';
    if (corkable) raw.cork!();
    try {
      send();
    } finally {
      if (corkable) raw.uncork!();
    }
  }

  /**
   * The net.Socket under ws, when a frame written to it directly cannot cut into one of ws's own:
   * the socket is open and ws's sender queues nothing (it queues only while compressing, which is
   * off, or reading a Blob, which we never send). Null when ws's internals look different: the
   * caller then sends frame by frame through ws.
   */
  private idleSocket(): { write(data: Buffer): boolean } | null {
    if (this.ws.readyState !== this.ws.OPEN) return null;
    const ws = this.ws as unknown as { _socket?: { write?: unknown }; _sender?: { _state?: unknown; _queue?: unknown[] } };
    const sender = ws._sender;
    if (!sender || sender._state !== 0 || !Array.isArray(sender._queue) || sender._queue.length > 0) return null;
    const socket = ws._socket;
    return socket && typeof socket.write === 'function' ? (socket as { write(data: Buffer): boolean }) : null;
  }

  /** A method rather than a comparison, since the phase changes across awaits. */
  private isClosed(): boolean {
    return this.phase === 'closed';
  }

  private closed(): void {
    this.phase = 'closed';
    this.queue = [];
    this.host.release(this);
  }
}

type Answerable = { readonly id: string } | { readonly name: string };

/**
 * What a frame that failed to decode can be answered by, so the 400 can be matched: its id, or a
 * report's name (a report has no id). Null for anything else.
 */
function answerableOf(text: string): Answerable | null {
  try {
    const value: unknown = JSON.parse(text);
    if (typeof value !== 'object' || value === null) return null;
    const { id, type, name } = value as { id?: unknown; type?: unknown; name?: unknown };
    if (typeof id === 'string' && id.length > 0 && id.length <= 64) return { id };
    if (type === 'report' && typeof name === 'string') return { name: name.slice(0, 64) };
    return null;
  } catch {
    return null;
  }
}
