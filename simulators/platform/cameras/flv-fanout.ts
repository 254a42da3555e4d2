/**
 * One live HTTP-FLV stream pushed in by a camera (ffmpeg `-f flv -method POST`) and fanned out to
 * viewers. A viewer that joins mid-stream gets the FLV header, the metadata and the AVC sequence
 * header first, then tags from the next key frame on, with timestamps rebased to start at 0, so
 * its decoder starts clean. FLV layout: a 9-byte header and a 4-byte previous-tag-size, then tags
 * of an 11-byte header (type, 24-bit size, 24+8-bit time, stream id), the data and a 4-byte size.
 */

const HEADER_BYTES = 13;
const TAG_HEADER = 11;
const TAG_VIDEO = 9;
const TAG_SCRIPT = 18;
/** A viewer this far behind (a stalled tab) is dropped rather than buffered without end. */
export const MAX_VIEWER_BACKLOG = 4 * 1024 * 1024;

export type FlvViewer = {
  send(chunk: Buffer): void;
  /** Bytes queued but not yet sent. */
  backlog(): number;
  drop(reason: string): void;
};

type ViewerState = { viewer: FlvViewer; base: number | null };

export class FlvFanout {
  private pending: Buffer = Buffer.alloc(0);
  private header: Buffer | null = null;
  private metadata: Buffer | null = null;
  private sequenceHeader: Buffer | null = null;
  private readonly viewers = new Set<ViewerState>();
  /** Tags parsed: a camera that sends nothing new is not live. */
  tags = 0;

  get viewerCount(): number {
    return this.viewers.size;
  }

  /** Bytes from the camera, in chunks of any size. */
  push(chunk: Buffer): void {
    this.pending = this.pending.length === 0 ? chunk : Buffer.concat([this.pending, chunk]);
    if (!this.header) {
      if (this.pending.length < HEADER_BYTES) return;
      if (this.pending.toString('latin1', 0, 3) !== 'FLV') throw new Error('not an FLV stream');
      this.header = Buffer.from(this.pending.subarray(0, HEADER_BYTES));
      this.pending = this.pending.subarray(HEADER_BYTES);
    }
    while (this.pending.length >= TAG_HEADER) {
      const size = this.pending.readUIntBE(1, 3);
      const total = TAG_HEADER + size + 4;
      if (this.pending.length < total) return;
      this.onTag(Buffer.from(this.pending.subarray(0, total)));
      this.pending = this.pending.subarray(total);
    }
  }

  add(viewer: FlvViewer): () => void {
    const state: ViewerState = { viewer, base: null };
    this.viewers.add(state);
    return () => this.viewers.delete(state);
  }

  /** The camera stopped: viewers are told, so their tiles show it. */
  end(reason: string): void {
    for (const { viewer } of this.viewers) viewer.drop(reason);
    this.viewers.clear();
  }

  private onTag(tag: Buffer): void {
    this.tags += 1;
    const type = tag[0]! & 0x1f;
    if (type === TAG_SCRIPT) {
      this.metadata = tag;
      return;
    }
    const isVideo = type === TAG_VIDEO;
    if (isVideo && (tag[TAG_HEADER]! & 0x0f) === 7 && tag[TAG_HEADER + 1] === 0) {
      this.sequenceHeader = tag;
      return;
    }
    const key = isVideo && tag[TAG_HEADER]! >> 4 === 1;
    const time = timestampOf(tag);
    for (const state of this.viewers) {
      if (state.viewer.backlog() > MAX_VIEWER_BACKLOG) {
        this.viewers.delete(state);
        state.viewer.drop('too slow');
        continue;
      }
      if (state.base === null) {
        if (!key || !this.header || !this.sequenceHeader) continue;
        state.base = time;
        const opening = [this.header, ...(this.metadata ? [withTime(this.metadata, 0)] : []), withTime(this.sequenceHeader, 0)];
        state.viewer.send(Buffer.concat(opening));
      }
      state.viewer.send(withTime(tag, Math.max(0, time - state.base)));
    }
  }
}

const timestampOf = (tag: Buffer): number => (tag.readUIntBE(4, 3) | (tag[7]! << 24)) >>> 0;

function withTime(tag: Buffer, time: number): Buffer {
  const copy = Buffer.from(tag);
  copy.writeUIntBE(time & 0xffffff, 4, 3);
  copy[7] = (time >>> 24) & 0xff;
  return copy;
}
