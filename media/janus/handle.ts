import type { JanusConnection } from './connection.ts';
import type { Jsep, JanusReply } from './wire.ts';

/** What Janus tells about one handle outside of answers to our requests. */
export type HandleEvent =
  | { type: 'plugin'; data: Record<string, unknown>; jsep?: Jsep }
  | { type: 'webrtcup' }
  | { type: 'hangup'; reason: string }
  | { type: 'media'; mediaType: string; receiving: boolean }
  | { type: 'slowlink'; uplink: boolean; lost: number }
  | { type: 'detached' };

export type PluginReply = { data: Record<string, unknown>; jsep?: Jsep };

/** One plugin handle of a session (e.g. the AudioBridge). */
export class JanusHandle {
  private readonly listeners = new Set<(event: HandleEvent) => void>();

  constructor(
    private readonly connection: JanusConnection,
    private readonly sessionId: number,
    readonly id: number,
    readonly plugin: string,
  ) {}

  /** A synchronous plugin request (create, destroy, list, exists, listparticipants...): its payload. */
  async request(body: Record<string, unknown>): Promise<Record<string, unknown>> {
    const reply = await this.connection.send(this.envelope({ janus: 'message', body }));
    return reply.plugindata?.data ?? {};
  }

  /** An asynchronous plugin request (join, configure, leave...): resolves on the plugin's event answering it. */
  async message(body: Record<string, unknown>, jsep?: Jsep): Promise<PluginReply> {
    const reply = await this.connection.send(this.envelope({ janus: 'message', body, ...(jsep ? { jsep } : {}) }));
    const data = reply.plugindata?.data ?? {};
    return reply.jsep ? { data, jsep: reply.jsep } : { data };
  }

  /** Sends ICE candidates; `null` says gathering is complete. */
  async trickle(candidate: RTCIceCandidateInit | null): Promise<void> {
    const payload = candidate === null ? { candidate: { completed: true } } : { candidate };
    await this.connection.send(this.envelope({ janus: 'trickle', ...payload }), 'ack');
  }

  /** Tells Janus to close the handle's PeerConnection, keeping the handle. */
  async hangup(): Promise<void> {
    await this.connection.send(this.envelope({ janus: 'hangup' }));
  }

  onEvent(listener: (event: HandleEvent) => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  async detach(): Promise<void> {
    await this.connection.send(this.envelope({ janus: 'detach' }));
  }

  /** Called by the session with every pushed message whose sender is this handle. */
  dispatch(reply: JanusReply): void {
    const event = toHandleEvent(reply);
    if (event) for (const listener of this.listeners) listener(event);
  }

  private envelope(message: Record<string, unknown>): Record<string, unknown> {
    return { ...message, session_id: this.sessionId, handle_id: this.id };
  }
}

function toHandleEvent(reply: JanusReply): HandleEvent | null {
  switch (reply.janus) {
    case 'event': {
      if (!reply.plugindata) return null;
      const data = reply.plugindata.data;
      return reply.jsep ? { type: 'plugin', data, jsep: reply.jsep } : { type: 'plugin', data };
    }
    case 'webrtcup':
      return { type: 'webrtcup' };
    case 'hangup':
      return { type: 'hangup', reason: typeof reply.reason === 'string' ? reply.reason : '' };
    case 'media':
      return { type: 'media', mediaType: String(reply.type ?? ''), receiving: reply.receiving === true };
    case 'slowlink':
      return { type: 'slowlink', uplink: reply.uplink === true, lost: typeof reply.lost === 'number' ? reply.lost : 0 };
    case 'detached':
      return { type: 'detached' };
    default:
      return null;
  }
}
