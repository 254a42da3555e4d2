import { describe, expect, it } from 'vitest';
import { RecentEvents } from './recent-events.ts';

const frame = (seq: number) => Buffer.from(String(seq));
const seqsOf = (frames: Buffer[] | null) => frames?.map((f) => Number(f.toString())) ?? null;

describe('recent events', () => {
  it('answers the frames in a range, skipping seqs it never held (private events)', () => {
    const recent = new RecentEvents(10, 100);
    for (const seq of [101, 103, 104, 108]) recent.push(seq, frame(seq));
    expect(seqsOf(recent.between(100, 108))).toEqual([101, 103, 104, 108]);
    expect(seqsOf(recent.between(101, 104))).toEqual([103, 104]);
    expect(seqsOf(recent.between(108, 108))).toEqual([]);
  });

  it('refuses a gap that starts before what it holds', () => {
    const recent = new RecentEvents(3, 0);
    for (let seq = 1; seq <= 5; seq += 1) recent.push(seq, frame(seq));
    expect(recent.between(1, 5)).toBeNull();
    expect(seqsOf(recent.between(2, 5))).toEqual([3, 4, 5]);
    expect(seqsOf(recent.between(3, 4))).toEqual([4]);
  });

  it('refuses anything before the head it started at', () => {
    expect(new RecentEvents(3, 50).between(49, 60)).toBeNull();
  });

  it('answers at most a chunk of what follows a seq, with seqs, and its newest seq', () => {
    const recent = new RecentEvents(4, 10);
    expect(recent.newest).toBe(10);
    for (const seq of [11, 13, 14, 16, 17]) recent.push(seq, frame(seq));
    expect(recent.newest).toBe(17);
    expect(recent.after(13, 2)?.map((event) => event.seq)).toEqual([14, 16]);
    expect(seqsOf(recent.after(16, 10)?.map((event) => event.frame) ?? null)).toEqual([17]);
    expect(recent.after(17, 10)).toEqual([]);
    expect(recent.after(10, 10)).toBeNull(); // 11 was evicted
    expect(recent.after(11, 1)?.map((event) => event.seq)).toEqual([13]);
  });

  it('evicts by bytes too: the ring holds the newest frames that fit, whole, across its end', () => {
    // 10 bytes of ring: frames of 4 bytes, so at most two are held and the third starts over at 0.
    const recent = new RecentEvents(100, 0, 10);
    const four = (seq: number) => Buffer.from(String(1000 + seq));
    for (let seq = 1; seq <= 7; seq += 1) recent.push(seq, four(seq));
    expect(recent.between(4, 7)).toBeNull();
    expect(recent.between(5, 7)?.map(String)).toEqual(['1006', '1007']);
    expect(recent.newest).toBe(7);
  });

  it('does not hold a frame larger than the ring, nor anything before it', () => {
    const recent = new RecentEvents(100, 0, 8);
    recent.push(1, Buffer.from('one'));
    recent.push(2, Buffer.from('a frame of many bytes'));
    expect(recent.between(1, 2)).toBeNull();
    expect(recent.between(2, 2)).toEqual([]);
    recent.push(3, Buffer.from('three'));
    expect(recent.between(2, 3)?.map(String)).toEqual(['three']);
  });

  it('answers copies: later frames overwriting the ring leave an answered frame as it was', () => {
    const recent = new RecentEvents(100, 0, 8);
    recent.push(1, Buffer.from('abcd'));
    const [answered] = recent.between(0, 1)!;
    for (let seq = 2; seq <= 5; seq += 1) recent.push(seq, Buffer.from('wxyz'));
    expect(String(answered)).toBe('abcd');
  });
});

