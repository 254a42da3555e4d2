import { describe, expect, it } from 'vitest';
import { applyFenceEvent, FenceCreateBody, FenceLogType, fenceCrossing, fenceShapeProblem, FindFenceAlarmsQuery, type Fence, type FenceShape } from './fences.ts';

const block: FenceShape = {
  kind: 'polygon',
  points: [
    [-0.379, 39.468],
    [-0.374, 39.468],
    [-0.374, 39.472],
    [-0.379, 39.472],
  ],
};
const circle: FenceShape = { kind: 'circle', center: [-0.3763, 39.4699], radius: 200 };
const inside = [-0.3763, 39.4699] as const;
const outside = [-0.36, 39.4699] as const;
const alsoOutside = [-0.35, 39.4699] as const;

describe('fence crossings', () => {
  it("an 'in' fence alarms when a terminal leaves it, once", () => {
    expect(fenceCrossing('in', block, inside, outside)).toBe('left');
    expect(fenceCrossing('in', block, outside, alsoOutside)).toBeNull();
    expect(fenceCrossing('in', block, outside, inside)).toBeNull();
    expect(fenceCrossing('in', block, inside, inside)).toBeNull();
  });
  it("an 'out' fence alarms when a terminal enters it, once", () => {
    expect(fenceCrossing('out', circle, outside, inside)).toBe('entered');
    expect(fenceCrossing('out', circle, inside, inside)).toBeNull();
    expect(fenceCrossing('out', circle, inside, outside)).toBeNull();
  });
  it('a first fix is not a crossing', () => {
    expect(fenceCrossing('in', block, null, outside)).toBeNull();
    expect(fenceCrossing('out', circle, null, inside)).toBeNull();
  });
});

describe('fence validation', () => {
  it('refuses too few points, a flat ring, a bow tie and radii out of range', () => {
    expect(fenceShapeProblem({ kind: 'polygon', points: [[0, 0], [1, 1]] })).toBe('shape.tooFewPoints');
    expect(fenceShapeProblem({ kind: 'polygon', points: [[0, 0], [1, 1], [2, 2]] })).toBe('shape.flat');
    expect(fenceShapeProblem({ kind: 'polygon', points: [[0, 0], [1, 1], [1, 0], [0, 1]] })).toBe('shape.crossing');
    expect(fenceShapeProblem({ kind: 'circle', center: [0, 0], radius: 5 })).toBe('shape.radius');
    expect(fenceShapeProblem({ kind: 'circle', center: [0, 0], radius: 200_000 })).toBe('shape.radius');
    expect(fenceShapeProblem(block)).toBeNull();
    expect(fenceShapeProblem(circle)).toBeNull();
  });
  it('requires a name, trims it, and bounds it', () => {
    expect(FenceCreateBody.safeParse({ name: '  ', type: 'in', shape: block }).success).toBe(false);
    expect(FenceCreateBody.safeParse({ name: 'x'.repeat(31), type: 'in', shape: block }).success).toBe(false);
    expect(FenceCreateBody.safeParse({ name: 'Depot', type: 'sideways', shape: block }).success).toBe(false);
    expect(FenceCreateBody.parse({ name: ' Depot ', type: 'out', shape: circle }).name).toBe('Depot');
    expect(FenceCreateBody.safeParse({ name: 'Depot', type: 'in', shape: { kind: 'circle', center: [200, 0], radius: 50 } }).success).toBe(false);
  });
  it('pages alarm records within bounds', () => {
    expect(FindFenceAlarmsQuery.parse({})).toEqual({ pageNo: 1, pageSize: 20 });
    expect(FindFenceAlarmsQuery.safeParse({ pageSize: '1000' }).success).toBe(false);
  });
});

describe('fence events', () => {
  const fence: Fence = { fenceid: '1', cid: '1', name: 'Depot', type: 'in', shape: block, creator: '20000001', creatorName: 'One', time: 1, terminals: [] };
  it('edit, assign and delete fold into the fence', () => {
    const edited = applyFenceEvent(fence, { type: 'fence.edited', fenceid: '1', name: 'Yard', fenceType: 'out', shape: circle, editor: '20000001', logType: FenceLogType.Edited });
    expect(edited).toMatchObject({ name: 'Yard', type: 'out', shape: circle, creator: '20000001' });
    const set = applyFenceEvent(edited, { type: 'fence.terminalsSet', fenceid: '1', terminals: ['10000001'], editor: '20000001', logType: FenceLogType.Edited });
    expect(set?.terminals).toEqual(['10000001']);
    expect(applyFenceEvent(set, { type: 'fence.deleted', fenceid: '1', editor: '20000001', logType: FenceLogType.Deleted })).toBeUndefined();
    expect(applyFenceEvent(undefined, { type: 'fence.terminalsSet', fenceid: '1', terminals: [], editor: '20000001', logType: FenceLogType.Edited })).toBeUndefined();
  });
});
