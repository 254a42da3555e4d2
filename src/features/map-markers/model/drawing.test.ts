import { describe, expect, it } from 'vitest';
import { addVertex, isComplete, missingVertices, startDraft, undoVertex } from './drawing.ts';

describe('drawing a marker by clicks', () => {
  it('a point is complete after one click', () => {
    const point = addVertex(startDraft('point'), -0.3763, 39.4699);
    expect(point.points).toEqual([[-0.3763, 39.4699]]);
    expect(isComplete(point)).toBe(true);
  });

  it('a line needs two vertices, a shape three; a repeated click adds nothing', () => {
    let line = addVertex(startDraft('line'), 1.0000001, 2);
    expect(missingVertices(line)).toBe(1);
    line = addVertex(line, 1.0000001, 2);
    expect(line.points).toHaveLength(1);
    line = addVertex(line, 1.5, 2.5);
    expect(isComplete(line)).toBe(true);
    expect(line.points[0]).toEqual([1, 2]);

    let shape = addVertex(addVertex(startDraft('shape'), 0, 0), 1, 0);
    expect(isComplete(shape)).toBe(false);
    expect(missingVertices(shape)).toBe(1);
    shape = addVertex(shape, 1, 1);
    expect(isComplete(shape)).toBe(true);
    expect(isComplete(undoVertex(shape))).toBe(false);
  });
});
