import type { IncomingMessage } from 'node:http';
import type { Duplex } from 'node:stream';
import WebSocket, { WebSocketServer, type RawData } from 'ws';
import { JANUS_SUBPROTOCOL } from '../../../media/janus/index.ts';
import { sessionOf } from '../auth/sessions.ts';
import { tokenOf } from '../http/cookies.ts';
import { SECURITY_HEADERS } from '../http/security-headers.ts';
import type { Platform } from '../platform.ts';
import { JanusDrain } from './janus-drain.ts';
import { JanusGuard } from './janus-guard.ts';
import type { MediaRooms } from './media-rooms.ts';

/** The console reaches Janus on its own origin, here (docs/protocol.md "Media (Janus)"). */
export const JANUS_PATH = '/janus';
/** SDP offers with many candidates stay well below this. */
const MAX_MESSAGE_BYTES = 256 * 1024;
/** Messages a browser may send before Janus has answered the upstream connect. */
const MAX_EARLY_MESSAGES = 64;

export type JanusProxy = {
  /** Upgrade handler for JANUS_PATH (same origin is checked by the socket hub before it is called). */
  upgrade(request: IncomingMessage, socket: Duplex, head: Buffer): void;
  /** Closes every proxied pair. */
  close(): void;
};

/**
 * Relays WebSocket connections of logged-in browsers to Janus, both ways, message for message
 * (subprotocol janus-protocol), screened by a JanusGuard of its own; when either side closes, so
 * does the other. The session comes from the token cookie only: a token in the URL would end up
 * in logs.
 */
export function createJanusProxy(platform: Platform, janusUrl: string, rooms: Pick<MediaRooms, 'pinOf' | 'ensureRoom'>, log: (line: string) => void): JanusProxy {
  const server = new WebSocketServer({
    noServer: true,
    maxPayload: MAX_MESSAGE_BYTES,
    perMessageDeflate: false,
    clientTracking: false,
    handleProtocols: (protocols) => (protocols.has(JANUS_SUBPROTOCOL) ? JANUS_SUBPROTOCOL : false),
  });
  const pairs = new Set<{ close(): void }>();

  function upgrade(request: IncomingMessage, socket: Duplex, head: Buffer): void {
    const token = tokenOf(request, null);
    const session = sessionOf(platform, token);
    if (!token || !session) return refuse(socket, 401, 'Unauthorized');
    const offered = (request.headers['sec-websocket-protocol'] ?? '').split(',').map((name) => name.trim());
    if (!offered.includes(JANUS_SUBPROTOCOL)) return refuse(socket, 400, 'Bad Request');
    server.handleUpgrade(request, socket, head, (browser) => relay(browser, session.msId, token));
  }

  function relay(browser: WebSocket, msId: string, token: string): void {
    const janus = new WebSocket(janusUrl, JANUS_SUBPROTOCOL, { perMessageDeflate: false, maxPayload: MAX_MESSAGE_BYTES });
    const early: string[] = [];
    let order: Promise<void> = Promise.resolve();
    let held = 0;
    const guard = new JanusGuard(platform, msId, (room) => rooms.pinOf(room));
    const drain = new JanusDrain();
    const pair = {
      close: () => {
        browser.close(1001, 'emulator stopping');
        janus.terminate();
      },
    };
    pairs.add(pair);
    const text = (data: RawData) => (Array.isArray(data) ? Buffer.concat(data) : Buffer.from(data as ArrayBuffer)).toString('utf8');
    browser.on('message', (data) => {
      // A logout or an expired session ends the relay too; keepalives (every 25 s) bring us here.
      if (!sessionOf(platform, token)) return browser.close(1008, 'session ended');
      const screened = guard.fromBrowser(text(data));
      if ('refuse' in screened) return browser.send(screened.refuse);
      const message = screened.forward;
      drain.sent(message);
      // A request naming a group room waits for the room (made on demand, group-rooms.ts); what
      // follows it waits its turn, so Janus sees the browser's messages in the order sent.
      if (screened.room !== undefined || held > 0) {
        held += 1;
        const room = screened.room;
        order = order
          .then(() => (room === undefined ? undefined : rooms.ensureRoom(String(room))))
          .catch(() => undefined)
          .then(() => {
            held -= 1;
            forward(message);
          });
        return;
      }
      forward(message);
    });
    const forward = (message: string) => {
      if (janus.readyState === WebSocket.OPEN) janus.send(message);
      else if (janus.readyState === WebSocket.CONNECTING && early.length < MAX_EARLY_MESSAGES) early.push(message);
      else browser.close(1013, 'media server not ready');
    };
    janus.on('open', () => {
      for (const message of early.splice(0)) janus.send(message);
    });
    janus.on('message', (data) => {
      const message = text(data);
      guard.fromJanus(message);
      drain.answered(message);
      if (browser.readyState === WebSocket.OPEN) browser.send(message);
    });
    const end = () => {
      pairs.delete(pair);
      if (browser.readyState === WebSocket.OPEN || browser.readyState === WebSocket.CONNECTING) browser.close(1001, 'media server closed');
      // Upstream goes once Janus has answered what is in flight (janus-drain.ts: else Janus 1.1.2 can crash).
      drain.whenDrained(() => {
        if (janus.readyState === WebSocket.OPEN || janus.readyState === WebSocket.CONNECTING) janus.close();
      });
    };
    browser.on('close', end);
    janus.on('close', end);
    browser.on('error', end);
    janus.on('error', (error) => {
      log(`janus proxy: ${error.message}`);
      end();
    });
  }

  return {
    upgrade,
    close: () => {
      for (const pair of [...pairs]) pair.close();
      pairs.clear();
    },
  };
}

function refuse(socket: Duplex, status: number, text: string): void {
  const headers = Object.entries(SECURITY_HEADERS).map(([name, value]) => `${name}: ${value}\r\n`).join('');
  socket.end(`HTTP/1.1 ${status} ${text}\r\nConnection: close\r\nContent-Length: 0\r\n${headers}\r\n`);
}
