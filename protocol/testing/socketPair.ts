import type { SocketLike } from '../socket.ts';

/**
 * An in-memory socket for protocol tests: the client side is a SocketLike, the test plays the
 * server with explicit calls, so nothing depends on real time or a network.
 */
export class TestSocket implements SocketLike {
  readyState = 0;
  onopen: ((event: unknown) => void) | null = null;
  onmessage: ((event: { data: unknown }) => void) | null = null;
  onclose: ((event: unknown) => void) | null = null;
  onerror: ((event: unknown) => void) | null = null;
  /** Frames the client sent, parsed. */
  readonly sent: Array<Record<string, unknown>> = [];

  send(data: string): void {
    if (this.readyState !== 1) throw new Error('not open');
    this.sent.push(JSON.parse(data) as Record<string, unknown>);
  }

  close(): void {
    if (this.readyState === 3) return;
    this.readyState = 3;
    this.onclose?.({});
  }

  /** Server side: accept the connection. */
  accept(): void {
    this.readyState = 1;
    this.onopen?.({});
  }

  /** Server side: send a frame (an object is encoded as JSON, a string goes as it is). */
  deliver(frame: unknown): void {
    this.onmessage?.({ data: typeof frame === 'string' ? frame : JSON.stringify(frame) });
  }

  /** The last frame of a type the client sent. */
  last(type: string): Record<string, unknown> {
    const frame = [...this.sent].reverse().find((f) => f.type === type);
    if (!frame) throw new Error(`client sent no ${type} frame`);
    return frame;
  }
}

/** A socket factory that records every socket it made. */
export function socketFactory() {
  const sockets: TestSocket[] = [];
  return {
    sockets,
    connect: () => {
      const socket = new TestSocket();
      sockets.push(socket);
      return socket;
    },
    latest: () => {
      const socket = sockets.at(-1);
      if (!socket) throw new Error('no socket yet');
      return socket;
    },
  };
}
