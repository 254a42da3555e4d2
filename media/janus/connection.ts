import { ClientErrorCode, decodeReply, JANUS_SUBPROTOCOL, JanusError, pluginError, type JanusReply } from './wire.ts';

/**
 * The part of a WebSocket the client uses. The browser's WebSocket and the `ws` package both fit;
 * handlers take `never` so either one's event type is accepted (we only read `data`).
 */
export type JanusSocket = {
  readonly readyState: number;
  send(data: string): void;
  close(code?: number, reason?: string): void;
  onopen: ((event: never) => void) | null;
  onmessage: ((event: never) => void) | null;
  onclose: ((event: never) => void) | null;
  onerror: ((event: never) => void) | null;
};
export type JanusSocketConstructor = new (url: string, protocols: string) => JanusSocket;

export type JanusTimers = {
  setTimeout(callback: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
  setInterval(callback: () => void, ms: number): unknown;
  clearInterval(handle: unknown): void;
};

export const systemTimers: JanusTimers = {
  setTimeout: (callback, ms) => globalThis.setTimeout(callback, ms),
  clearTimeout: (handle) => globalThis.clearTimeout(handle as ReturnType<typeof setTimeout>),
  setInterval: (callback, ms) => globalThis.setInterval(callback, ms),
  clearInterval: (handle) => globalThis.clearInterval(handle as ReturnType<typeof setInterval>),
};

export type JanusConnectOptions = {
  WebSocket: JanusSocketConstructor;
  timers?: JanusTimers;
  /** How long opening the socket and each transaction may take. */
  timeoutMs?: number;
};

export const JanusTimeouts = { connectMs: 10_000, transactionMs: 10_000 } as const;

/** When a transaction is done: at Janus's `ack` (keepalive, trickle) or at its final answer. */
export type Settle = 'ack' | 'final';

type Pending = { settle: Settle; resolve(reply: JanusReply): void; reject(error: Error): void; timer: unknown };

const OPEN = 1;

/** Owns one WebSocket to Janus: matches answers to transactions and hands every other message on. */
export class JanusConnection {
  private readonly pending = new Map<string, Pending>();
  private readonly pushListeners = new Set<(reply: JanusReply) => void>();
  private readonly closeListeners = new Set<(error: JanusError) => void>();
  private nextTransaction = 1;
  private isClosed = false;

  private constructor(
    private readonly socket: JanusSocket,
    private readonly timers: JanusTimers,
    private readonly timeoutMs: number,
  ) {
    socket.onmessage = ((event: { data: unknown }) => this.receive(event.data)) as (event: never) => void;
    socket.onclose = (() => this.shutDown('socket closed')) as (event: never) => void;
    socket.onerror = (() => this.shutDown('socket error')) as (event: never) => void;
  }

  /** Opens a socket to `url` (subprotocol `janus-protocol`); rejects if it does not open in time. */
  static open(url: string, options: JanusConnectOptions): Promise<JanusConnection> {
    const timers = options.timers ?? systemTimers;
    const timeoutMs = options.timeoutMs ?? JanusTimeouts.transactionMs;
    return new Promise((resolve, reject) => {
      let socket: JanusSocket;
      try {
        socket = new options.WebSocket(url, JANUS_SUBPROTOCOL);
      } catch (error) {
        reject(error instanceof Error ? error : new Error(String(error)));
        return;
      }
      const fail = (reason: string) => {
        timers.clearTimeout(timer);
        socket.onopen = socket.onclose = null;
        // Not null: `ws` aborts a handshake in flight by emitting an error, and an error without a
        // listener is an uncaught exception that would end the emulator.
        socket.onerror = (() => undefined) as (event: never) => void;
        try {
          socket.close();
        } catch {
          // already closing
        }
        reject(new JanusError(ClientErrorCode.NotConnected, `${reason} (${url})`, 'client'));
      };
      const timer = timers.setTimeout(() => fail('no answer in time'), options.timeoutMs ?? JanusTimeouts.connectMs);
      socket.onerror = (() => fail('cannot connect')) as (event: never) => void;
      socket.onclose = (() => fail('closed while connecting')) as (event: never) => void;
      socket.onopen = (() => {
        timers.clearTimeout(timer);
        socket.onopen = null;
        resolve(new JanusConnection(socket, timers, timeoutMs));
      }) as (event: never) => void;
    });
  }

  get closed(): boolean {
    return this.isClosed;
  }

  /** Sends `message` with a fresh transaction id; resolves with the answer that settles it. */
  send(message: Record<string, unknown>, settle: Settle = 'final'): Promise<JanusReply> {
    if (this.isClosed || this.socket.readyState !== OPEN) {
      return Promise.reject(new JanusError(ClientErrorCode.Closed, 'connection closed', 'client'));
    }
    const transaction = `t${this.nextTransaction++}`;
    return new Promise((resolve, reject) => {
      const timer = this.timers.setTimeout(() => {
        this.pending.delete(transaction);
        reject(new JanusError(ClientErrorCode.Timeout, `no answer to ${String(message.janus)} in ${this.timeoutMs} ms`, 'client'));
      }, this.timeoutMs);
      this.pending.set(transaction, { settle, resolve, reject, timer });
      this.socket.send(JSON.stringify({ ...message, transaction }));
    });
  }

  /** Janus's server description; also a cheap "are you there". */
  info(): Promise<JanusReply> {
    return this.send({ janus: 'info' });
  }

  /** Messages that answer no transaction of ours: plugin events, webrtcup, hangup, media, timeout. */
  onPush(listener: (reply: JanusReply) => void): () => void {
    this.pushListeners.add(listener);
    return () => this.pushListeners.delete(listener);
  }

  onClose(listener: (error: JanusError) => void): () => void {
    this.closeListeners.add(listener);
    return () => this.closeListeners.delete(listener);
  }

  /** Closes the socket and fails what is pending. Safe to call twice. */
  close(): void {
    this.shutDown('closed by client');
  }

  private receive(data: unknown): void {
    const reply = decodeReply(typeof data === 'string' ? data : String(data));
    if (!reply) return;
    const pending = reply.transaction === undefined ? undefined : this.pending.get(reply.transaction);
    if (!pending || (reply.janus === 'ack' && pending.settle === 'final')) {
      if (reply.janus !== 'ack') for (const listener of this.pushListeners) listener(reply);
      return;
    }
    this.pending.delete(reply.transaction as string);
    this.timers.clearTimeout(pending.timer);
    if (reply.janus === 'error') {
      pending.reject(new JanusError(reply.error?.code ?? 0, reply.error?.reason ?? 'unknown error', 'janus'));
      return;
    }
    const failure = pluginError(reply.plugindata);
    if (failure) pending.reject(failure);
    else pending.resolve(reply);
  }

  private shutDown(reason: string): void {
    if (this.isClosed) return;
    this.isClosed = true;
    this.socket.onmessage = this.socket.onclose = null;
    // A late error (a reset during the closing handshake) must still have a listener (see open).
    this.socket.onerror = (() => undefined) as (event: never) => void;
    try {
      this.socket.close();
    } catch {
      // already closed
    }
    const error = new JanusError(ClientErrorCode.Closed, reason, 'client');
    for (const pending of this.pending.values()) {
      this.timers.clearTimeout(pending.timer);
      pending.reject(error);
    }
    this.pending.clear();
    for (const listener of this.closeListeners) listener(error);
    this.closeListeners.clear();
    this.pushListeners.clear();
  }
}
