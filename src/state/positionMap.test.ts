import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { GpsFix } from '../../protocol/index.ts';
import { PositionMap, SlotFixes } from './positionMap.ts';

const fix = (lat: number): GpsFix => ({ lat, lng: 1, speed: 0, direction: 0, altitude: 0, time: 0 });
const ids = ['a', 'b', 'c', 'd', 'e'];
const batchArb = fc.array(fc.tuple(fc.constantFrom(...ids), fc.integer({ min: -80, max: 80 })), { maxLength: 6 });

describe('PositionMap', () => {
  it('reads every version exactly as a copied Map would, old ones included, forks too', () => {
    fc.assert(
      fc.property(fc.array(batchArb, { maxLength: 12 }), fc.array(fc.nat(), { maxLength: 4 }), (batches, forkAt) => {
        const versions: PositionMap[] = [PositionMap.of()];
        const models: Map<string, GpsFix>[] = [new Map()];
        for (const [i, batch] of batches.entries()) {
          // Mostly the newest version, sometimes an older one (a fork).
          const from = forkAt.includes(i) ? Math.floor(versions.length / 2) : versions.length - 1;
          const changes = new Map(batch.map(([id, lat]) => [id, fix(lat)]));
          versions.push(versions[from]!.with(changes));
          models.push(new Map([...models[from]!, ...changes]));
        }
        versions.forEach((version, i) => {
          const model = models[i]!;
          expect(version.size).toBe(model.size);
          for (const id of ids) expect(version.get(id)).toBe(model.get(id));
          expect(new Map(version)).toEqual(model);
        });
      }),
      { seed: 20_261_123, numRuns: 300 },
    );
  });

  it('writes batches by slot and by msId, the later fix of a terminal winning, and names the changed slots', () => {
    const first = PositionMap.of([['a', fix(1)], ['b', fix(2)]]);
    const slotA = first.slotOf('a');
    expect(slotA).toBeGreaterThanOrEqual(0);
    expect(first.slotOf('z')).toBe(-1);
    const writes = new SlotFixes();
    writes.push(slotA, fix(3));
    writes.push(slotA, fix(4));
    const second = first.withBatch({ writes, added: new Map([['c', fix(5)]]) });
    expect(new Map(second)).toEqual(new Map([['a', fix(4)], ['b', fix(2)], ['c', fix(5)]]));
    expect(new Map(first)).toEqual(new Map([['a', fix(1)], ['b', fix(2)]]));
    expect(second.size).toBe(3);
    expect(Array.from(second.changedSlotsSince(first)!).map((slot) => second.msIdOfSlot(slot)).sort()).toEqual(['a', 'c']);
    // Slots belong to the newest version only: an old one answers -1 and cannot be written by slot.
    expect(first.slotOf('a')).toBe(-1);
    const late = new SlotFixes();
    late.push(slotA, fix(6));
    expect(() => first.withBatch({ writes: late, added: null })).toThrow();
    expect(first.changedSlotsSince(second)).toBeNull();
  });

  it('takes fixes as numbers (no object) and reads them back as one kept object, old versions unchanged', () => {
    const first = PositionMap.of([['10', fix(1)], ['11', fix(2)]]);
    const slot = first.slotOfNumericId(10);
    expect(slot).toBe(first.slotOf('10'));
    expect(first.slotOfNumericId(12)).toBe(-1);
    const writes = new SlotFixes();
    writes.pushValues(slot, 5, 6, 7, 8, 9, 10);
    const second = first.withBatch({ writes, added: null });
    expect(second.latAtSlot(slot)).toBe(5);
    expect(second.lngAtSlot(slot)).toBe(6);
    const read = second.get('10');
    expect(read).toEqual({ lat: 5, lng: 6, speed: 7, direction: 8, altitude: 9, time: 10 });
    expect(second.get('10')).toBe(read);
    expect(second.fixAtSlot(slot)).toBe(read);
    expect(first.get('10')).toEqual(fix(1));
    expect(first.slotOfNumericId(10)).toBe(-1);
    // The next write replaces the kept object; the version before still reads it.
    const again = new SlotFixes();
    again.pushValues(slot, 1, 1, 1, 1, 1, 1);
    const third = second.withBatch({ writes: again, added: null });
    expect(third.get('10')).toEqual({ lat: 1, lng: 1, speed: 1, direction: 1, altitude: 1, time: 1 });
    expect(second.get('10')).toBe(read);
    expect(new Map(second)).toEqual(new Map([['10', read], ['11', fix(2)]]));
  });

  it('saves a slot written by value once per batch, before its first write, old versions keeping their objects', () => {
    const [one, two] = [fix(1), fix(2)];
    const first = PositionMap.of([['10', one], ['11', two]]);
    const [ten, eleven] = [first.slotOfNumericId(10), first.slotOfNumericId(11)];
    const ids = Float64Array.of(11, 12, 10);
    const slots = new Int32Array(3);
    first.slotsOfNumericIds(ids, 0, 3, slots);
    expect(Array.from(slots)).toEqual([eleven, -1, ten]);
    const writes = new SlotFixes();
    writes.pushValues(ten, 5, 5, 5, 5, 5, 5);
    writes.pushValues(eleven, 7, 7, 7, 7, 7, 7);
    writes.pushValues(ten, 6, 6, 6, 6, 6, 6);
    const second = first.withBatch({ writes, added: null });
    expect([first.get('10'), first.get('11')]).toEqual([one, two]);
    expect(first.get('10')).toBe(one);
    expect(first.get('11')).toBe(two);
    expect(second.get('10')).toEqual({ lat: 6, lng: 6, speed: 6, direction: 6, altitude: 6, time: 6 });
    expect(Array.from(second.changedSlotsSince(first)!)).toEqual([ten, eleven]);
    expect(second.size).toBe(2);
    // An old version has no slots: every id reads as unknown.
    first.slotsOfNumericIds(ids, 1, 3, slots);
    expect(Array.from(slots.subarray(0, 2))).toEqual([-1, -1]);
  });

  it('writes batches by slot over many rows as a Map would, the later fix of a terminal winning', () => {
    const many = Array.from({ length: 300 }, (_, i) => String(1000 + i));
    const start = PositionMap.of(many.map((id) => [id, fix(0)]));
    fc.assert(
      fc.property(fc.array(fc.array(fc.tuple(fc.nat({ max: many.length - 1 }), fc.integer({ min: -80, max: 80 })), { maxLength: 400 }), { maxLength: 4 }), (batches) => {
        let version = start.with(new Map([[many[0]!, fix(1)]]));
        const versions = [version];
        const models = [new Map(version)];
        for (const batch of batches) {
          const writes = new SlotFixes();
          const model = new Map(models.at(-1)!);
          for (const [index, lat] of batch) {
            writes.pushValues(version.slotOfNumericId(Number(many[index])), lat, 1, 0, 0, 0, 0);
            model.set(many[index]!, fix(lat));
          }
          version = version.withBatch({ writes, added: null });
          versions.push(version);
          models.push(model);
        }
        versions.forEach((each, i) => expect(new Map(each)).toEqual(models[i]));
      }),
      { seed: 20_261_126, numRuns: 60 },
    );
  });

  it('keeps the same version for an empty batch', () => {
    const map = PositionMap.of([['a', fix(1)]]);
    expect(map.with(new Map())).toBe(map);
  });

  it('lets one reader per chain keep a tag per slot, kept across versions and not leaking into fixes', () => {
    const map = PositionMap.of([['a', fix(1)], ['b', fix(2)]]);
    const owner = {};
    expect(map.claimSlotTags(owner)).toBe(true);
    expect(map.claimSlotTags({})).toBe(false);
    const slot = map.slotOf('b');
    expect(map.tagAtSlot(slot)).toBe(-1);
    map.setTagAtSlot(slot, 7);
    const next = map.with(new Map([['b', fix(3)]]));
    expect([next.tagAtSlot(slot), next.claimSlotTags(owner)]).toEqual([7, true]);
    expect([next.get('b'), map.get('b'), next.get('a')]).toEqual([fix(3), fix(2), fix(1)]);
  });
});
