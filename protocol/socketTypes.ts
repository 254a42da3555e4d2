/** The shapes around SocketClient (socket.ts): what it is handed and what it reports. */

/** The connection as the console shows it. */
export type ConnectionStatus = 'connecting' | 'online' | 'offline' | 'error';

/** The part of a WebSocket the client uses, so tests can hand it an in-memory pair. */
export type SocketLike = {
  readonly readyState: number;
  send(data: string): void;
  close(code?: number, reason?: string): void;
  onopen: ((event: unknown) => void) | null;
  onmessage: ((event: { data: unknown }) => void) | null;
  onclose: ((event: unknown) => void) | null;
  onerror: ((event: unknown) => void) | null;
  /** Stop and go on reading (Node's ws has them, a browser's WebSocket not): the intake budget's backlog then stays bounded. */
  pause?(): void;
  resume?(): void;
};

export type Clock = {
  setTimeout(callback: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
};

export type SocketDiagnostics = {
  readonly malformed: number;
  readonly lastMalformed: string | null;
  readonly duplicates: number;
  /** Events whose prev was past the last one seen: something was lost, so the client resynced. */
  readonly gaps: number;
  readonly reconnects: number;
  readonly snapshots: number;
  readonly lastSeq: number | null;
};
