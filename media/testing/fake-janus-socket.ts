import type { JanusSocket } from '../janus/index.ts';

type Handler = ((event: never) => void) | null;

/**
 * An in-memory stand-in for a WebSocket to Janus: tests read what the client sent and play
 * Janus's answers with `receive`. `FakeJanusSocket.last` is the socket the client opened last.
 */
export class FakeJanusSocket implements JanusSocket {
  static last: FakeJanusSocket | null = null;
  readyState = 0;
  readonly sent: Record<string, unknown>[] = [];
  onopen: Handler = null;
  onmessage: Handler = null;
  onclose: Handler = null;
  onerror: Handler = null;

  constructor(
    readonly url: string,
    readonly protocols: string,
  ) {
    FakeJanusSocket.last = this;
  }

  send(data: string): void {
    this.sent.push(JSON.parse(data) as Record<string, unknown>);
  }

  close(): void {
    if (this.readyState === 3) return;
    this.readyState = 3;
    this.fire(this.onclose, {});
  }

  /** The server accepted the connection. */
  open(): void {
    this.readyState = 1;
    this.fire(this.onopen, {});
  }

  /** The server sent `message`. */
  receive(message: Record<string, unknown>): void {
    this.fire(this.onmessage, { data: JSON.stringify(message) });
  }

  /** The network dropped the connection. */
  drop(): void {
    this.close();
  }

  /** The last frame the client sent. */
  lastSent(): Record<string, unknown> {
    const frame = this.sent.at(-1);
    if (!frame) throw new Error('nothing sent');
    return frame;
  }

  private fire(handler: Handler, event: object): void {
    (handler as ((event: object) => void) | null)?.(event);
  }
}
