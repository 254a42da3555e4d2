import { describe, expect, it } from 'vitest';
import { PatrolError } from '../../../../protocol/index.ts';
import { gridRange, monthGrid } from './calendar.ts';
import { patrolFailureKey } from './patrolApi.ts';
import { tallyByDay, tallyByUser, totalOf } from './statistics.ts';

const order = (date: string, userName: string, normal: number, late: number, missed: number) =>
  ({ id: `${date}-${userName}`, planId: '1', planName: 'P', routeId: '2', date, startTime: '08:00', endTime: '09:00', userId: userName, userName, waiting: 0, normal, late, missed });

describe('patrol calendar', () => {
  it('is 42 cells from the Sunday on or before the 1st', () => {
    const cells = monthGrid(2026, 1); // February 2026 starts on a Sunday
    expect(cells).toHaveLength(42);
    expect(cells[0]).toEqual({ date: '2026-02-01', day: 1, inMonth: true });
    expect(cells[41]).toEqual({ date: '2026-03-14', day: 14, inMonth: false });
    expect(monthGrid(2026, 11)[0]).toEqual({ date: '2026-11-29', day: 29, inMonth: false });
    expect(gridRange(2026, 11)).toEqual({ from: '2026-11-29', to: '2027-01-09' });
  });
});

describe('patrol statistics', () => {
  it('adds normal, abnormal (late) and missed points per day and per user', () => {
    const orders = [order('2026-11-02', 'Bo', 3, 1, 0), order('2026-11-01', 'Al', 2, 0, 1), order('2026-11-02', 'Al', 0, 0, 4)];
    expect(tallyByDay(orders)).toEqual([
      { label: '2026-11-01', normal: 2, abnormal: 0, missed: 1 },
      { label: '2026-11-02', normal: 3, abnormal: 1, missed: 4 },
    ]);
    expect(tallyByUser(orders).map((entry) => [entry.label, entry.missed])).toEqual([['Al', 5], ['Bo', 0]]);
    expect(totalOf(tallyByUser(orders))).toEqual({ normal: 5, abnormal: 1, missed: 5 });
  });

  it('maps a refusal to its own text and anything else to the code', () => {
    expect(patrolFailureKey(new PatrolError('409', 'nfcTaken'))).toEqual({ key: 'patrol.error.nfcTaken', code: '409' });
    expect(patrolFailureKey(new PatrolError('400', 'name: tooLong'))).toEqual({ key: 'patrol.error.failed', code: '400' });
    expect(patrolFailureKey(new Error('x'))).toEqual({ key: 'patrol.error.failed', code: '500' });
  });
});
