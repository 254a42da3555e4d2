import { spawn, type ChildProcess } from 'node:child_process';
import { mkdir, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import { CameraMediaPath, ProxyLimits } from '../../../protocol/index.ts';

export type ProxyAnswer = { readonly ok: true; readonly streamId: string; readonly streamUrl: string } | { readonly ok: false; readonly code: string; readonly desc: string };

/** ffmpeg's arguments: pull the source, copy its video into one-second HLS segments (as the simulated cameras write them). */
export const proxyArgs = (url: string, playlist: string): string[] => [
  ...['-hide_banner', '-loglevel', 'error', '-nostdin'],
  ...['-i', url, '-map', '0:v:0', '-c:v', 'copy'],
  ...['-f', 'hls', '-hls_time', '1', '-hls_list_size', '6', '-hls_flags', 'delete_segments+omit_endlist+independent_segments', playlist],
];

/**
 * apiZlmk proxy (SPEC §7): stream proxies the platform runs, each an ffmpeg that pulls a source
 * and writes HLS into the cameras' folder, so the stream plays on the wall and can be recorded
 * like any HLS camera. Kept in memory, like a media server's proxies: a restart drops them.
 */
export class StreamProxies {
  private readonly running = new Map<string, ChildProcess>();

  constructor(
    private readonly hlsDir: string,
    private readonly log: (line: string) => void,
  ) {}

  async add(streamId: string, url: string): Promise<ProxyAnswer> {
    if (this.running.has(streamId)) return { ok: false, code: '409', desc: 'streamId: already proxied' };
    if (this.running.size >= ProxyLimits.maxProxies) return { ok: false, code: '406', desc: 'proxies: maximum reached' };
    const folder = path.join(this.hlsDir, streamId);
    // A folder that is there belongs to a simulated camera (or a proxy of an earlier run still being cleaned).
    if (await stat(folder).catch(() => null)) return { ok: false, code: '409', desc: 'streamId: in use' };
    await mkdir(folder, { recursive: true });
    const child = spawn('ffmpeg', proxyArgs(url, path.join(folder, 'index.m3u8')), { stdio: ['ignore', 'ignore', 'pipe'] });
    let errors = '';
    child.stderr?.on('data', (chunk: Buffer) => {
      if (errors.length < 1_000) errors += chunk.toString();
    });
    child.once('error', (error) => this.log(`proxy ${streamId}: ffmpeg did not start: ${error.message}`));
    child.once('exit', (code) => {
      if (this.running.get(streamId) !== child) return;
      this.running.delete(streamId);
      this.log(`proxy ${streamId}: ended (${code})${errors ? `: ${errors.trim().slice(0, 200)}` : ''}`);
      void rm(folder, { recursive: true, force: true });
    });
    this.running.set(streamId, child);
    this.log(`proxy ${streamId}: pulling`);
    return { ok: true, streamId, streamUrl: CameraMediaPath.hls(streamId) };
  }

  async remove(streamId: string): Promise<ProxyAnswer> {
    const child = this.running.get(streamId);
    if (!child) return { ok: false, code: '404', desc: 'streamId: not proxied' };
    this.running.delete(streamId);
    await new Promise<void>((resolve) => {
      child.once('exit', () => resolve());
      if (child.exitCode !== null || child.signalCode !== null || !child.kill('SIGTERM')) resolve();
    });
    await rm(path.join(this.hlsDir, streamId), { recursive: true, force: true });
    return { ok: true, streamId, streamUrl: CameraMediaPath.hls(streamId) };
  }

  async close(): Promise<void> {
    await Promise.all([...this.running.keys()].map((streamId) => this.remove(streamId)));
  }
}
