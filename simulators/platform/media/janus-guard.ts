import type { Platform } from '../platform.ts';
import { isCallRoom, isDispatcherAccount, mayTalkIn, mayUseRoom, mayWatch } from './media-access.ts';

/**
 * What one browser may ask of Janus through the /janus proxy (docs/protocol.md "Media (Janus)"):
 * an allow-list, checked against the platform's state at each message. The guard learns from
 * Janus's answers which sessions and handles this connection made, which plugin each handle is
 * attached to and which room it has joined, so a browser can only touch its own, and can unmute
 * only in the room whose floor it holds.
 */
/** `room`: the group room the forwarded request names, which must exist before it reaches Janus. */
export type Screened = { forward: string; room?: number } | { refuse: string };

const AUDIOBRIDGE = 'janus.plugin.audiobridge';
const STREAMING = 'janus.plugin.streaming';
/** Janus's codes (janus/apierror.h): unauthorized, invalid JSON. */
const UNAUTHORIZED = 403;
const INVALID_JSON = 454;

type Json = Record<string, unknown>;
type Handle = { readonly plugin: string; room: number | null };
type Pending = { readonly kind: 'create' } | { readonly kind: 'attach'; readonly plugin: string };

/** Janus core requests a browser may send, each needing (or not) a session and a handle of its own. */
const CORE: Readonly<Record<string, { session: boolean; handle: boolean }>> = {
  create: { session: false, handle: false },
  keepalive: { session: true, handle: false },
  destroy: { session: true, handle: false },
  attach: { session: true, handle: false },
  detach: { session: true, handle: true },
  hangup: { session: true, handle: true },
  trickle: { session: true, handle: true },
  message: { session: true, handle: true },
  info: { session: false, handle: false },
};

/** Fields of a join or configure a browser may set; anything else (rtp, secret, record, group...) is dropped or refused. */
const TUNING = ['prebuffer', 'bitrate', 'quality', 'expected_loss', 'volume', 'codec', 'audio_level_average', 'audio_active_packets'] as const;
/** AudioBridge requests naming a room, let through for the account's own groups. */
const ROOM_REQUESTS = new Set(['join', 'changeroom', 'listparticipants', 'exists']);
const STREAMING_REQUESTS = new Set(['watch', 'start', 'pause', 'stop', 'configure', 'switch', 'list', 'info']);

export class JanusGuard {
  private readonly sessions = new Set<number>();
  private readonly handles = new Map<number, Handle>();
  private readonly pending = new Map<string, Pending>();

  constructor(
    private readonly platform: Platform,
    private readonly msId: string,
    /** The pin of one of the platform's rooms, added to the joins it lets through. */
    private readonly pinOf: (room: number) => string | undefined,
  ) {}

  fromBrowser(text: string): Screened {
    let message: unknown;
    try {
      message = JSON.parse(text);
    } catch {
      return { refuse: JSON.stringify({ janus: 'error', error: { code: INVALID_JSON, reason: 'JSON error' } }) };
    }
    if (!isObject(message) || typeof message.janus !== 'string') return { refuse: refusal({}, 'not a Janus request') };
    const rule = CORE[message.janus];
    if (!rule) return { refuse: refusal(message, `${message.janus} is not allowed through the console proxy`) };
    if (message.janus === 'info' && !this.isDispatcher()) return { refuse: refusal(message, 'server info is for dispatchers') };
    if (rule.session && !this.sessions.has(message.session_id as number)) return { refuse: refusal(message, 'not a session of this connection') };
    const handle = rule.handle ? this.handles.get(message.handle_id as number) : undefined;
    if (rule.handle && !handle) return { refuse: refusal(message, 'not a handle of this connection') };
    const transaction = typeof message.transaction === 'string' ? message.transaction : null;
    if (message.janus === 'create' && transaction) this.pending.set(transaction, { kind: 'create' });
    if (message.janus === 'attach') {
      const plugin = message.plugin;
      if (plugin !== AUDIOBRIDGE && !(plugin === STREAMING && this.isDispatcher())) return { refuse: refusal(message, `plugin ${String(plugin)} is not for this account`) };
      if (transaction) this.pending.set(transaction, { kind: 'attach', plugin });
    }
    if (message.janus === 'detach') this.handles.delete(message.handle_id as number);
    if (message.janus === 'destroy') this.sessions.delete(message.session_id as number);
    if (message.janus !== 'message' || !handle) return { forward: text };
    if (!isObject(message.body) || typeof message.body.request !== 'string') return { refuse: refusal(message, 'a plugin message needs a request') };
    const body = handle.plugin === AUDIOBRIDGE ? this.audioBridge(message.body, handle) : this.streaming(message.body);
    if (typeof body === 'string') return { refuse: refusal(message, body) };
    const forward = JSON.stringify({ ...message, body });
    // A group room exists while its organisation is online (group-rooms.ts): the proxy makes sure
    // before a request that names one (a console that joins before its socket is online).
    const room = handle.plugin === AUDIOBRIDGE && ROOM_REQUESTS.has(body.request as string) && typeof body.room === 'number' && !isCallRoom(body.room) ? body.room : undefined;
    return room === undefined ? { forward } : { forward, room };
  }

  /** Learns from Janus's answers: our sessions and handles, and the room each handle is in. */
  fromJanus(text: string): void {
    let message: unknown;
    try {
      message = JSON.parse(text);
    } catch {
      return;
    }
    if (!isObject(message)) return;
    const transaction = typeof message.transaction === 'string' ? message.transaction : null;
    const pending = transaction ? this.pending.get(transaction) : undefined;
    if (pending && transaction && message.janus !== 'ack') {
      this.pending.delete(transaction);
      const id = isObject(message.data) ? message.data.id : undefined;
      if (message.janus === 'success' && typeof id === 'number') {
        if (pending.kind === 'create') this.sessions.add(id);
        else if (this.sessions.has(message.session_id as number)) this.handles.set(id, { plugin: pending.plugin, room: null });
      }
    }
    if (message.janus === 'detached') this.handles.delete(message.sender as number);
    const handle = this.handles.get(message.sender as number);
    const data = isObject(message.plugindata) && isObject(message.plugindata.data) ? message.plugindata.data : null;
    if (!handle || handle.plugin !== AUDIOBRIDGE || !data) return;
    // Our own join or room change carries our participant id; others' joins carry only a list.
    const own = typeof data.id === 'number' && typeof data.room === 'number';
    if (own && (data.audiobridge === 'joined' || data.audiobridge === 'roomchanged')) handle.room = data.room as number;
    else if (own && data.audiobridge === 'left') handle.room = null;
  }

  private audioBridge(body: Json, handle: Handle): Json | string {
    const { request } = body;
    switch (request) {
      case 'join':
      case 'changeroom': {
        // Plain RTP would let a browser make Janus send a room's mix to an address of its choosing.
        if ('rtp' in body) return 'plain RTP participants cannot join through the console proxy';
        const room = body.room;
        if (typeof room !== 'number' || !mayUseRoom(this.platform, this.msId, room)) return `room ${String(room)} is not one of this account's groups`;
        // Janus joins unmuted by default: only the floor's holder (or a call room's caller) may be.
        const muted = mayTalkIn(this.platform, this.msId, room) ? body.muted : true;
        // A group room's pin is the platform's; a call room's is the one its grant gave the caller.
        const pin = isCallRoom(room) ? (typeof body.pin === 'string' ? body.pin : undefined) : this.pinOf(room);
        return { ...pick(body, TUNING), request, room, display: this.msId, ...(muted === undefined ? {} : { muted }), ...(pin === undefined ? {} : { pin }) };
      }
      case 'configure': {
        if ('display' in body) return 'the display is set by the platform';
        for (const field of ['record', 'filename', 'group', 'spatial_position']) if (field in body) return `${field} cannot be configured through the console proxy`;
        if (body.muted === false && !mayTalkIn(this.platform, this.msId, handle.room)) return 'unmuting needs the floor of this group';
        return { ...pick(body, [...TUNING, 'muted']), request };
      }
      case 'leave':
        return { request };
      case 'listparticipants':
      case 'exists':
        return typeof body.room === 'number' && mayUseRoom(this.platform, this.msId, body.room) ? { request, room: body.room } : `room ${String(body.room)} is not one of this account's groups`;
      default:
        return `${String(request)} is not allowed through the console proxy`;
    }
  }

  private streaming(body: Json): Json | string {
    const request = body.request as string;
    if (!STREAMING_REQUESTS.has(request)) return `${request} is not allowed through the console proxy`;
    if ((request === 'watch' || request === 'switch') && !mayWatch(this.platform, this.msId, body.id, typeof body.pin === 'string')) return `mount point ${String(body.id)} is not one this account may watch`;
    return body;
  }

  private isDispatcher(): boolean {
    return isDispatcherAccount(this.platform, this.msId);
  }
}

function pick(body: Json, fields: readonly string[]): Json {
  return Object.fromEntries(fields.filter((field) => field in body).map((field) => [field, body[field]]));
}

function refusal(message: Json, reason: string): string {
  return JSON.stringify({ janus: 'error', session_id: message.session_id, transaction: message.transaction, error: { code: UNAUTHORIZED, reason } });
}

const isObject = (value: unknown): value is Json => typeof value === 'object' && value !== null && !Array.isArray(value);
