import { timingSafeEqual } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import type { IncomingMessage, ServerResponse } from 'node:http';
import path from 'node:path';
import type { Duplex } from 'node:stream';
import { WebSocketServer } from 'ws';
import { CameraMediaPath, type Camera } from '../../../protocol/index.ts';
import { sessionOf } from '../auth/sessions.ts';
import { tokenOf } from '../http/cookies.ts';
import { SECURITY_HEADERS } from '../http/security-headers.ts';
import type { Platform } from '../platform.ts';
import { FlvFanout, type FlvViewer } from './flv-fanout.ts';
import { streamOfCaller } from './camera-book.ts';

/** Viewers of one FLV stream; past it a tile is told the camera is busy. */
export const MAX_FLV_VIEWERS = 32;
const STREAM_ID = /^[A-Za-z0-9_.-]{1,64}$/;
const HLS_FILE = /^[A-Za-z0-9_.-]{1,80}\.(m3u8|ts|m4s|mp4)$/;
const HLS_TYPES: Record<string, string> = { m3u8: 'application/vnd.apple.mpegurl', ts: 'video/mp2t', m4s: 'video/iso.segment', mp4: 'video/mp4' };

/** WebSocket close codes a tile turns into SPEC §8 messages (docs/protocol.md "Simulated cameras"). */
export const FlvCloseCode = { NotFound: 4404, Busy: 4429, Ended: 4410 } as const;

export type CameraMediaOptions = {
  readonly platform: Platform;
  /** Folder whose <stream>/index.m3u8 the simulated HLS cameras write; no HLS without it. */
  readonly hlsDir: string | null;
  /** Secret a camera presents to push FLV; no FLV ingest without it. */
  readonly ingestKey: string | null;
  readonly log: (line: string) => void;
};

/** How the platform itself reads a camera's live stream (to record it or take a snapshot). */
export type CameraSource = { readonly kind: 'playlist'; readonly path: string } | { readonly kind: 'flv'; attach(viewer: FlvViewer): () => void };

/** An HLS playlist that has not changed for this long belongs to a camera that stopped. */
const HLS_STALE_MS = 5_000;

export type CameraMedia = {
  /**
   * The live stream of a camera the emulator serves itself (an HLS folder or an FLV push), or null
   * when it is not live here (stopped, or a WebRTC or outside camera the platform cannot read).
   */
  sourceOf(camera: Camera): Promise<CameraSource | null>;
  /** Answers GET /cameras/hls/*, GET /cameras/flv?stream= (is it live) and POST /cameras/ingest/*. */
  http(request: IncomingMessage, response: ServerResponse, url: URL): Promise<void>;
  /** Upgrade handler for /cameras/flv?stream=. */
  upgrade(request: IncomingMessage, socket: Duplex, head: Buffer): void;
  close(): void;
};

/**
 * The emulator's side of the simulated cameras (docs/protocol.md "Simulated cameras"): serves the
 * HLS files they write, takes their FLV pushes and fans each out over WebSocket, so a 16-tile wall
 * holds 16 sockets instead of 16 HTTP/1.1 downloads that would queue behind the browser's six
 * connections per origin. Viewing needs a session, like the rest of the console's data.
 */
export function createCameraMedia(options: CameraMediaOptions): CameraMedia {
  const streams = new Map<string, FlvFanout>();
  const sockets = new WebSocketServer({ noServer: true, perMessageDeflate: false, clientTracking: true, maxPayload: 1024 });

  const viewerOf = (request: IncomingMessage, url: URL) => sessionOf(options.platform, tokenOf(request, url.searchParams))?.msId ?? null;
  // A stream is its cameras' organisation's: another's is not found, as a missing one is not.
  const mayView = (msId: string, streamId: string) => streamOfCaller(options.platform.state, msId, streamId);

  async function http(request: IncomingMessage, response: ServerResponse, url: URL): Promise<void> {
    const parts = url.pathname.split('/').filter(Boolean);
    if (url.pathname.startsWith(`${CameraMediaPath.ingestPrefix}/`) && request.method === 'POST') return ingest(request, response, decodeURIComponent(parts[2] ?? ''), url);
    if (request.method !== 'GET') return plain(response, 405, 'GET only');
    const viewer = viewerOf(request, url);
    if (viewer === null) return plain(response, 401, 'sign in first');
    if (url.pathname === CameraMediaPath.flvSocket) {
      const streamId = url.searchParams.get('stream') ?? '';
      const stream = mayView(viewer, streamId) ? streams.get(streamId) : undefined;
      if (!stream) return plain(response, 404, 'stream not found');
      return plain(response, stream.viewerCount >= MAX_FLV_VIEWERS ? 503 : 200, stream.viewerCount >= MAX_FLV_VIEWERS ? 'camera busy' : 'live');
    }
    if (url.pathname.startsWith(`${CameraMediaPath.hlsPrefix}/`) && parts.length === 4 && mayView(viewer, parts[2]!)) return hls(response, parts[2]!, parts[3]!);
    return plain(response, 404, 'stream not found');
  }

  async function hls(response: ServerResponse, streamId: string, file: string): Promise<void> {
    const type = HLS_FILE.exec(file)?.[1];
    if (!options.hlsDir || !STREAM_ID.test(streamId) || !type) return plain(response, 404, 'stream not found');
    const full = path.join(options.hlsDir, streamId, file);
    const found = await stat(full).catch(() => null);
    if (!found?.isFile()) return plain(response, 404, 'stream not found');
    response.writeHead(200, { 'Content-Type': HLS_TYPES[type]!, 'Content-Length': found.size, 'Cache-Control': 'no-store' });
    createReadStream(full).on('error', () => response.destroy()).pipe(response);
  }

  function ingest(request: IncomingMessage, response: ServerResponse, streamId: string, url: URL): void {
    if (!options.ingestKey || !sameSecret(url.searchParams.get('key') ?? '', options.ingestKey)) return plain(response, 403, 'wrong ingest key');
    if (!STREAM_ID.test(streamId)) return plain(response, 400, 'stream id');
    // A camera that reconnects takes its stream over; the old push ends.
    streams.get(streamId)?.end('replaced');
    const stream = new FlvFanout();
    streams.set(streamId, stream);
    options.log(`camera ${streamId}: FLV ingest started`);
    request.on('data', (chunk: Buffer) => {
      try {
        stream.push(chunk);
      } catch (error) {
        request.destroy(error as Error);
      }
    });
    const finish = () => {
      if (streams.get(streamId) !== stream) return;
      streams.delete(streamId);
      stream.end('ended');
      options.log(`camera ${streamId}: FLV ingest ended`);
      if (!response.writableEnded) plain(response, 200, 'ended');
    };
    request.on('end', finish);
    request.on('close', finish);
  }

  function upgrade(request: IncomingMessage, socket: Duplex, head: Buffer): void {
    const url = new URL(request.url ?? '/', 'http://emulator.invalid');
    const viewer = viewerOf(request, url);
    if (viewer === null) return refuse(socket, 401, 'Unauthorized');
    sockets.handleUpgrade(request, socket, head, (ws) => {
      const streamId = url.searchParams.get('stream') ?? '';
      const stream = mayView(viewer, streamId) ? streams.get(streamId) : undefined;
      if (!stream) return ws.close(FlvCloseCode.NotFound, 'stream not found');
      if (stream.viewerCount >= MAX_FLV_VIEWERS) return ws.close(FlvCloseCode.Busy, 'camera busy');
      const leave = stream.add({
        send: (chunk) => ws.send(chunk),
        backlog: () => ws.bufferedAmount,
        drop: (reason) => ws.close(FlvCloseCode.Ended, reason),
      });
      ws.on('close', leave);
      ws.on('message', () => ws.close(1008, 'viewers do not send'));
    });
  }

  async function sourceOf(camera: Camera): Promise<CameraSource | null> {
    if (!STREAM_ID.test(camera.streamId)) return null;
    if (camera.protocol === 'flv') {
      const stream = streams.get(camera.streamId);
      return stream ? { kind: 'flv', attach: (viewer) => stream.add(viewer) } : null;
    }
    if (camera.protocol !== 'hls' || !options.hlsDir || camera.streamUrl !== CameraMediaPath.hls(camera.streamId)) return null;
    const playlist = path.join(options.hlsDir, camera.streamId, 'index.m3u8');
    const found = await stat(playlist).catch(() => null);
    return found?.isFile() && Date.now() - found.mtimeMs < HLS_STALE_MS ? { kind: 'playlist', path: playlist } : null;
  }

  return {
    sourceOf,
    http,
    upgrade,
    close: () => {
      for (const stream of streams.values()) stream.end('stopped');
      streams.clear();
      for (const ws of sockets.clients) ws.terminate();
      sockets.close();
    },
  };
}

function sameSecret(given: string, expected: string): boolean {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

function plain(response: ServerResponse, status: number, text: string): void {
  response.writeHead(status, { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store' });
  response.end(text);
}

function refuse(socket: Duplex, status: number, text: string): void {
  const headers = Object.entries(SECURITY_HEADERS).map(([name, value]) => `${name}: ${value}\r\n`).join('');
  socket.end(`HTTP/1.1 ${status} ${text}\r\nConnection: close\r\nContent-Length: 0\r\n${headers}\r\n`);
}
