import { describe, expect, it } from 'vitest';
import { FlvFanout, MAX_VIEWER_BACKLOG, type FlvViewer } from './flv-fanout.ts';

const header = Buffer.from([0x46, 0x4c, 0x56, 1, 1, 0, 0, 0, 9, 0, 0, 0, 0]);

function tag(type: number, time: number, data: number[]): Buffer {
  const out = Buffer.alloc(11 + data.length + 4);
  out[0] = type;
  out.writeUIntBE(data.length, 1, 3);
  out.writeUIntBE(time & 0xffffff, 4, 3);
  out[7] = time >>> 24;
  Buffer.from(data).copy(out, 11);
  out.writeUInt32BE(11 + data.length, 11 + data.length);
  return out;
}
const meta = tag(18, 0, [2, 0, 1, 0x61]);
const sequence = tag(9, 0, [0x17, 0, 0, 0, 0, 1]);
const key = (time: number) => tag(9, time, [0x17, 1, 0, 0, 0, 9]);
const inter = (time: number) => tag(9, time, [0x27, 1, 0, 0, 0, 8]);
const timeOf = (chunk: Buffer, at = 0) => chunk.readUIntBE(at + 4, 3);

function viewer(backlog = 0): FlvViewer & { chunks: Buffer[]; dropped: string | null } {
  const state = { chunks: [] as Buffer[], dropped: null as string | null };
  return Object.assign(state, { send: (chunk: Buffer) => void state.chunks.push(chunk), backlog: () => backlog, drop: (reason: string) => void (state.dropped = reason) });
}

describe('FLV fan-out', () => {
  it('starts a late viewer with header, metadata and sequence header, then tags from the next key frame, times rebased', () => {
    const fanout = new FlvFanout();
    const whole = Buffer.concat([header, meta, sequence, key(1000), inter(1066)]);
    // Bytes arrive split anywhere, as TCP delivers them.
    for (let at = 0; at < whole.length; at += 7) fanout.push(whole.subarray(at, at + 7));
    const late = viewer();
    fanout.add(late);
    fanout.push(inter(1133));
    expect(late.chunks).toHaveLength(0);
    fanout.push(Buffer.concat([key(2000), inter(2066)]));
    expect(late.chunks).toHaveLength(3);
    const opening = late.chunks[0]!;
    expect(opening.subarray(0, 13)).toEqual(header);
    expect(opening.length).toBe(13 + meta.length + sequence.length);
    expect([timeOf(late.chunks[1]!), timeOf(late.chunks[2]!)]).toEqual([0, 66]);
    expect(fanout.tags).toBe(7);
  });

  it('drops a viewer that falls too far behind, and tells every viewer when the camera ends', () => {
    const fanout = new FlvFanout();
    fanout.push(Buffer.concat([header, sequence]));
    const slow = viewer(MAX_VIEWER_BACKLOG + 1);
    const fine = viewer();
    fanout.add(slow);
    fanout.add(fine);
    fanout.push(key(0));
    expect(slow.dropped).toBe('too slow');
    expect(fanout.viewerCount).toBe(1);
    fanout.end('ended');
    expect(fine.dropped).toBe('ended');
  });

  it('refuses a stream that is not FLV', () => {
    expect(() => new FlvFanout().push(Buffer.from('GET / HTTP/1.1\r\n'))).toThrow('not an FLV stream');
  });
});
