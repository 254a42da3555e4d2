import WebSocket from 'ws';
import type { SocketLike } from '../../protocol/index.ts';

/**
 * The `ws` package's WebSocket as the SocketLike the protocol's SocketClient drives. `around`
 * wraps each frame's handling (a bench times it there); `opened` is handed the WebSocket.
 */
export function connectWebSocket(url: string, around: (handle: () => void) => void = (handle) => handle(), opened?: (ws: WebSocket) => void): SocketLike {
  const ws = new WebSocket(url, { perMessageDeflate: false });
  opened?.(ws); // a bench pauses its reading through it
  const socket: SocketLike = {
    get readyState() {
      return ws.readyState;
    },
    send: (data) => ws.send(data),
    close: (code, reason) => ws.close(code, reason),
    onopen: null,
    onmessage: null,
    onclose: null,
    onerror: null,
  };
  ws.on('open', () => socket.onopen?.({}));
  ws.on('message', (data) => around(() => socket.onmessage?.({ data: data.toString() })));
  ws.on('close', () => socket.onclose?.({}));
  ws.on('error', (error) => socket.onerror?.(error));
  return socket;
}
