import { JanusConnection, systemTimers, type JanusConnectOptions, type JanusTimers } from './connection.ts';
import { JanusHandle } from './handle.ts';
import { ClientErrorCode, JanusError, type JanusReply } from './wire.ts';

/** Janus ends a session that says nothing for 60 s (session_timeout); we speak every 25 s. */
export const KEEPALIVE_MS = 25_000;

/**
 * A Janus session over its own connection: keeps itself alive, attaches plugin handles and routes
 * what Janus pushes to the handle it concerns. `close()` is safe to call twice.
 */
export class JanusSession {
  private readonly handles = new Map<number, JanusHandle>();
  private readonly closeListeners = new Set<(error: JanusError) => void>();
  private readonly keepalive: unknown;

  private constructor(
    private readonly connection: JanusConnection,
    readonly id: number,
    private readonly timers: JanusTimers,
  ) {
    this.keepalive = timers.setInterval(() => {
      connection.send({ janus: 'keepalive', session_id: id }, 'ack').catch(() => {
        // a dead socket is reported through onClose
      });
    }, KEEPALIVE_MS);
    connection.onPush((reply) => this.route(reply));
    connection.onClose((error) => this.ended(error));
  }

  /** Opens a WebSocket to Janus at `url` and creates a session on it. */
  static async connect(url: string, options: JanusConnectOptions): Promise<JanusSession> {
    const connection = await JanusConnection.open(url, options);
    try {
      const reply = await connection.send({ janus: 'create' });
      const id = reply.data?.id;
      if (typeof id !== 'number') throw new JanusError(0, 'create answered without a session id', 'janus');
      return new JanusSession(connection, id, options.timers ?? systemTimers);
    } catch (error) {
      connection.close();
      throw error;
    }
  }

  get closed(): boolean {
    return this.connection.closed;
  }

  /** Attaches a plugin, e.g. `janus.plugin.audiobridge`. */
  async attach(plugin: string): Promise<JanusHandle> {
    const reply = await this.connection.send({ janus: 'attach', session_id: this.id, plugin });
    const id = reply.data?.id;
    if (typeof id !== 'number') throw new JanusError(0, 'attach answered without a handle id', 'janus');
    const handle = new JanusHandle(this.connection, this.id, id, plugin);
    this.handles.set(id, handle);
    return handle;
  }

  /** Detaches a handle and forgets it. */
  async detach(handle: JanusHandle): Promise<void> {
    this.handles.delete(handle.id);
    await handle.detach();
  }

  /** Called once when the session can no longer be used (socket lost, Janus timed it out, closed). */
  onClose(listener: (error: JanusError) => void): () => void {
    this.closeListeners.add(listener);
    return () => this.closeListeners.delete(listener);
  }

  /** Destroys the session on Janus (its handles go with it), then closes the socket. */
  async destroy(): Promise<void> {
    try {
      if (!this.closed) await this.connection.send({ janus: 'destroy', session_id: this.id });
    } finally {
      this.close();
    }
  }

  close(): void {
    this.connection.close();
  }

  private route(reply: JanusReply): void {
    if (reply.janus === 'timeout' && reply.session_id === this.id) {
      this.connection.close();
      return;
    }
    const handle = reply.sender === undefined ? undefined : this.handles.get(reply.sender);
    handle?.dispatch(reply);
    if (reply.janus === 'detached' && handle) this.handles.delete(handle.id);
  }

  private ended(error: JanusError): void {
    this.timers.clearInterval(this.keepalive);
    this.handles.clear();
    const reported = error.code === ClientErrorCode.Closed ? error : new JanusError(ClientErrorCode.Closed, error.reason, 'client');
    for (const listener of this.closeListeners) listener(reported);
    this.closeListeners.clear();
  }
}
