import { describe, expect, it } from 'vitest';
import { applyFenceEvent, FenceCreateBody, FenceLimits, FenceLogType, fenceCrossing, fenceNameProblem, fenceShapeProblem, FenceSetBody, FindFenceAlarmsQuery, type Fence, type FenceShape } from './fences.ts';

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

describe('fence boundaries', () => {
  const square: FenceShape = { kind: 'polygon', points: [[0, 0], [0.01, 0], [0.01, 0.01], [0, 0.01]] };

  it("counts the boundary as inside: reaching the edge is no crossing, leaving it is", () => {
    expect(fenceCrossing('in', square, [0.005, 0.005], [0.01, 0.005])).toBeNull();
    expect(fenceCrossing('in', square, [0.01, 0.005], [0.0101, 0.005])).toBe('left');
    expect(fenceCrossing('out', square, [0.0101, 0.005], [0.01, 0.005])).toBe('entered');
  });

  it('takes a circle of 10 m to 100 km, rim included', () => {
    expect(fenceShapeProblem({ kind: 'circle', center: [0, 0], radius: FenceLimits.minRadiusM })).toBeNull();
    expect(fenceShapeProblem({ kind: 'circle', center: [0, 0], radius: FenceLimits.maxRadiusM })).toBeNull();
    expect(fenceShapeProblem({ kind: 'circle', center: [0, 0], radius: FenceLimits.maxRadiusM + 1 })).toBe('shape.radius');
    expect(fenceShapeProblem({ kind: 'circle', center: [0, 0], radius: Number.NaN })).toBe('shape.radius');
    // The rim of a 111 m circle is about 0.001 degrees of latitude away.
    expect(fenceCrossing('out', { kind: 'circle', center: [0, 0], radius: 112 }, [0, 0.002], [0, 0.001])).toBe('entered');
  });

  it('takes polygons of 3 to 100 points', () => {
    const ring = (count: number): FenceShape => ({ kind: 'polygon', points: Array.from({ length: count }, (_, at) => [Math.cos((2 * Math.PI * at) / count) / 100, Math.sin((2 * Math.PI * at) / count) / 100] as [number, number]) });
    expect(fenceShapeProblem(ring(3))).toBeNull();
    expect(fenceShapeProblem(ring(FenceLimits.maxPolygonPoints))).toBeNull();
    expect(fenceShapeProblem(ring(FenceLimits.maxPolygonPoints + 1))).toBe('shape.tooManyPoints');
  });

  it('bounds names after trimming and refuses control characters', () => {
    expect(fenceNameProblem(`  ${'x'.repeat(FenceLimits.maxNameLength)}  `)).toBeNull();
    expect(fenceNameProblem('Depot\u0007')).toBe('name.control');
    expect(fenceNameProblem('Depot\tYard')).toBe('name.control');
  });

  it(`watches at most ${FenceLimits.maxTerminals} terminals, by 8-digit ids`, () => {
    const ids = Array.from({ length: FenceLimits.maxTerminals + 1 }, (_, at) => String(10_000_000 + at));
    expect(FenceSetBody.safeParse({ fenceid: '1', terminals: ids.slice(1) }).success).toBe(true);
    expect(FenceSetBody.safeParse({ fenceid: '1', terminals: ids }).success).toBe(false);
    expect(FenceSetBody.safeParse({ fenceid: '1', terminals: ['1234567'] }).success).toBe(false);
  });
});
