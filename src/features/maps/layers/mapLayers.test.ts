import type { Layer, PickingInfo } from '@deck.gl/core';
import { describe, expect, it } from 'vitest';
import { MAP_LAYER_ORDER, MapLayerRegistry } from './mapLayers.ts';

const layer = (id: string) => ({ id }) as unknown as Layer;
const ids = (layers: readonly Layer[]) => layers.map((one) => one.id);
const tick = () => new Promise<void>((resolve) => queueMicrotask(resolve));

describe('MapLayerRegistry', () => {
  it('combines the modules in their order, drafts on top, once per task', async () => {
    const applied: string[][] = [];
    const registry = new MapLayerRegistry((layers) => applied.push(ids(layers)));
    registry.set('draft', MAP_LAYER_ORDER.drafts, [layer('draft')]);
    registry.set('terminals', MAP_LAYER_ORDER.terminals, [layer('discs'), layer('glyphs')]);
    registry.set('markers', MAP_LAYER_ORDER.markers, [layer('markers')]);
    registry.set('fences', MAP_LAYER_ORDER.fences, [layer('fences')]);
    expect(applied).toEqual([]);
    await tick();
    expect(applied).toEqual([['fences', 'markers', 'discs', 'glyphs', 'draft']]);
  });

  it('applies nothing for the same layers, and drops a module that leaves', async () => {
    const applied: string[][] = [];
    const registry = new MapLayerRegistry((layers) => applied.push(ids(layers)));
    const fences = [layer('fences')];
    registry.set('fences', MAP_LAYER_ORDER.fences, fences);
    registry.set('terminals', MAP_LAYER_ORDER.terminals, [layer('discs')]);
    await tick();
    registry.set('fences', MAP_LAYER_ORDER.fences, fences);
    await tick();
    expect(applied).toHaveLength(1);
    registry.delete('fences');
    await tick();
    expect(applied.at(-1)).toEqual(['discs']);
  });

  it('keeps the first-come order among equal orders', async () => {
    const registry = new MapLayerRegistry(() => undefined);
    registry.set('b', MAP_LAYER_ORDER.drafts, [layer('b')]);
    registry.set('a', MAP_LAYER_ORDER.drafts, [layer('a')]);
    registry.set('b', MAP_LAYER_ORDER.drafts, [layer('b2')]);
    registry.flush();
    expect(ids(registry.layers())).toEqual(['b2', 'a']);
  });

  it('tells every module of a click, top-most first', () => {
    const registry = new MapLayerRegistry(() => undefined);
    const heard: string[] = [];
    registry.onClick('markers', MAP_LAYER_ORDER.markers, () => heard.push('markers'));
    registry.onClick('terminals', MAP_LAYER_ORDER.terminals, () => heard.push('terminals'));
    registry.click({ layer: null, index: -1 } as unknown as PickingInfo);
    expect(heard).toEqual(['terminals', 'markers']);
  });
});
