import { describe, expect, it } from 'vitest';
import { RecallLimits, type TransmissionRecorded } from '../../../protocol/index.ts';
import { applyToRecall, recentTransmissions, type RecallIndex } from './recall-reducer.ts';

const recorded = (gid: string, startedAt: number): TransmissionRecorded => ({
  type: 'transmission.recorded',
  gid,
  msId: '10000001',
  name: 'Radio 1',
  startedAt,
  talkMs: 1_000,
  file: `${gid}-${startedAt}-10000001.wav`,
  bytes: 96_044,
});

describe('recall index', () => {
  it('keeps each group apart, newest first, and at most maxCount per group', () => {
    const index: RecallIndex = new Map();
    for (let at = 1; at <= RecallLimits.maxCount + 5; at += 1) applyToRecall(index, recorded('100', at));
    applyToRecall(index, recorded('101', 7));
    expect(index.get('100')).toHaveLength(RecallLimits.maxCount);
    expect(recentTransmissions(index, '100', 3).map((record) => record.startedAt)).toEqual([105, 104, 103]);
    expect(recentTransmissions(index, '100', 1000).at(-1)?.startedAt).toBe(6);
    const { type: _type, ...record } = recorded('101', 7);
    expect(recentTransmissions(index, '101', 20)).toEqual([record]);
    expect(recentTransmissions(index, '999', 20)).toEqual([]);
  });
});
