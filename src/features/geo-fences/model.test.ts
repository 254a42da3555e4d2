import { describe, expect, it } from 'vitest';
import { DsError, FenceLimits, FencePath, greatCircleMetres, type Fence, type LngLat } from '../../../protocol/index.ts';
import { checkFenceForm, draftAfterClick, draftAfterMove, emptyDraft, failureKey, formIsValid, pageCount, radiusOfText, saveFence, shapeOfDraft, type FenceDraft, type FenceDs } from './model.ts';

const centre: LngLat = [-0.3763, 39.4699];
/** About 111 m north of the centre. */
const rim: LngLat = [-0.3763, 39.4709];
const square: LngLat[] = [
  [0, 0],
  [0.01, 0],
  [0.01, 0.01],
  [0, 0.01],
];
const polygon = (points: LngLat[]): FenceDraft => ({ kind: 'polygon', points });

describe('drawing a fence', () => {
  it("adds a polygon's clicks as its points, in order", () => {
    const drawn = square.reduce<FenceDraft>((draft, point) => draftAfterClick(draft, point), emptyDraft('polygon'));
    expect(drawn).toEqual(polygon(square));
  });

  it("takes a circle's centre, follows the pointer while sizing, fixes the rim on the next click", () => {
    const sizing = draftAfterClick(emptyDraft('circle'), centre);
    expect(sizing).toEqual({ kind: 'circle', center: centre, radius: 0, sizing: true });
    const moved = draftAfterMove(sizing, rim);
    expect(moved).toMatchObject({ radius: Math.round(greatCircleMetres(centre, rim)), sizing: true });
    const done = draftAfterClick(moved, rim);
    expect(done).toMatchObject({ center: centre, radius: 111, sizing: false });
    // Once fixed the pointer no longer sizes it; another click starts a new circle there.
    expect(draftAfterMove(done, [0, 0])).toBe(done);
    expect(draftAfterClick(done, [1, 1])).toEqual({ kind: 'circle', center: [1, 1], radius: 0, sizing: true });
  });

  it('ignores pointer moves of a polygon or of a circle without a centre', () => {
    const draft = polygon(square);
    expect(draftAfterMove(draft, [5, 5])).toBe(draft);
    expect(draftAfterMove(emptyDraft('circle'), [5, 5])).toEqual(emptyDraft('circle'));
  });

  it('has no shape until something is drawn; radii are whole metres', () => {
    expect(shapeOfDraft(emptyDraft('polygon'))).toBeNull();
    expect(shapeOfDraft(emptyDraft('circle'))).toBeNull();
    expect(shapeOfDraft({ kind: 'circle', center: centre, radius: 150.6, sizing: false })).toEqual({ kind: 'circle', center: centre, radius: 151 });
  });

  it("reads a typed radius from its digits only", () => {
    expect(radiusOfText('250')).toBe(250);
    expect(radiusOfText('1,500 m')).toBe(1500);
    expect(radiusOfText('')).toBe(0);
    expect(radiusOfText('abc')).toBe(0);
  });
});

describe('the set-up form', () => {
  it('passes a named, valid shape with terminals under the limit', () => {
    const check = checkFenceForm('Depot', polygon(square), ['10000001'], FenceLimits.maxTerminals);
    expect(check).toEqual({ name: null, shape: null, terminals: null });
    expect(formIsValid(check)).toBe(true);
  });

  it('asks for points of an empty polygon and for the centre of a circle', () => {
    expect(checkFenceForm('Depot', emptyDraft('polygon'), [], 10).shape).toBe('geoFences.error.tooFewPoints');
    expect(checkFenceForm('Depot', polygon(square.slice(0, 2)), [], 10).shape).toBe('geoFences.error.tooFewPoints');
    expect(checkFenceForm('Depot', emptyDraft('circle'), [], 10).shape).toBe('geoFences.error.noCentre');
  });

  it("refuses the platform's shapes: a bow tie, a flat ring, a circle smaller than 10 m", () => {
    const bowTie: LngLat[] = [square[0]!, square[2]!, square[1]!, square[3]!];
    expect(checkFenceForm('Depot', polygon(bowTie), [], 10).shape).toBe('geoFences.error.crossing');
    expect(checkFenceForm('Depot', polygon([[0, 0], [1, 1], [2, 2]]), [], 10).shape).toBe('geoFences.error.flat');
    expect(checkFenceForm('Depot', { kind: 'circle', center: centre, radius: FenceLimits.minRadiusM - 1, sizing: false }, [], 10).shape).toBe('geoFences.error.radius');
    expect(checkFenceForm('Depot', { kind: 'circle', center: centre, radius: FenceLimits.minRadiusM, sizing: false }, [], 10).shape).toBeNull();
  });

  it('bounds the name and the terminal count', () => {
    expect(checkFenceForm('  ', polygon(square), [], 10).name).toBe('geoFences.error.nameRequired');
    expect(checkFenceForm('x'.repeat(FenceLimits.maxNameLength + 1), polygon(square), [], 10).name).toBe('geoFences.error.nameTooLong');
    expect(checkFenceForm(` ${'x'.repeat(FenceLimits.maxNameLength)} `, polygon(square), [], 10).name).toBeNull();
    expect(checkFenceForm('Depot', polygon(square), ['1', '2'], 2).terminals).toBeNull();
    const tooMany = checkFenceForm('Depot', polygon(square), ['1', '2', '3'], 2);
    expect(tooMany.terminals).toBe('geoFences.error.tooManyTerminals');
    expect(formIsValid(tooMany)).toBe(false);
  });

  it("names the platform's refusals", () => {
    expect(failureKey(new DsError('409', 'name:taken'))).toBe('geoFences.error.nameTaken');
    expect(failureKey(new DsError('409', 'fence:too-many'))).toBe('geoFences.error.tooMany');
    expect(failureKey(new DsError('404', 'terminals:unknown 19999999'))).toBe('geoFences.error.unknownTerminal');
    expect(failureKey(new DsError('404', 'fenceid:unknown'))).toBe('geoFences.error.unknown');
    expect(failureKey(new DsError('403', 'caller:not-dispatcher'))).toBe('geoFences.error.forbidden');
    expect(failureKey(new DsError('400', 'shape.crossing'))).toBe('geoFences.error.invalid');
    expect(failureKey(new DsError('500'))).toBe('geoFences.error.failed');
    expect(failureKey(new Error('offline'))).toBe('geoFences.error.failed');
  });

  it('always has a page of alarm records to show', () => {
    expect(pageCount(0, 20)).toBe(1);
    expect(pageCount(20, 20)).toBe(1);
    expect(pageCount(21, 20)).toBe(2);
  });
});

describe('saving an edited fence', () => {
  const fence: Fence = { fenceid: '7', cid: '1', name: 'Depot', type: 'in', shape: { kind: 'polygon', points: square as [number, number][] }, creator: '20000001', creatorName: 'One', time: 1, terminals: ['10000001', '10000002'] };
  function fakeDs() {
    const calls: { path: string; body: unknown }[] = [];
    const answer = (path: string, body?: unknown) => {
      calls.push({ path, body });
      const terminals = (body as { terminals?: string[] }).terminals ?? fence.terminals;
      return Promise.resolve({ desc: { ...fence, terminals }, list: [] });
    };
    const ds: FenceDs = { get: () => Promise.reject(new Error('not used')), post: answer, put: answer };
    return { ds, calls };
  }
  const input = { name: 'Depot 2', type: 'out' as const, shape: fence.shape };

  it('sends the edit alone while the terminals are the same, in any order', async () => {
    const { ds, calls } = fakeDs();
    await saveFence(ds, fence, input, ['10000002', '10000001']);
    expect(calls.map((call) => call.path)).toEqual([FencePath.Edit]);
    expect(calls[0]?.body).toEqual({ fenceid: '7', ...input });
  });

  it('then sets the terminals when they changed, and answers the fence after both', async () => {
    const { ds, calls } = fakeDs();
    const saved = await saveFence(ds, fence, input, ['10000001']);
    expect(calls.map((call) => call.path)).toEqual([FencePath.Edit, FencePath.Set]);
    expect(calls[1]?.body).toEqual({ fenceid: '7', terminals: ['10000001'] });
    expect(saved.terminals).toEqual(['10000001']);
  });
});
