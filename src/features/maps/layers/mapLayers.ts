/**
 * One deck.gl instance per map. The map owns one overlay (MapDeck); every module that draws on it
 * (terminals, fences, geo-calls, markers, tracks) hands its layers to this registry under a key and
 * an order, and the registry gives deck.gl the combined, ordered list, once per change: all the
 * changes of one task (a React commit, an event-log frame) reach deck.gl in one setProps.
 * Each deck.gl instance runs its own animation loop, so one per module cost a CPU core while idle.
 */
import type { Layer, PickingInfo } from '@deck.gl/core';
import { createContext, useContext, useEffect, useRef } from 'react';

/** Where each module's layers sit, bottom to top; a lower number is drawn first. */
export const MAP_LAYER_ORDER = {
  fences: 10,
  geoCalls: 20,
  markers: 30,
  track: 40,
  terminals: 50,
  /** Shapes being drawn (markers, fences, geo-calls): above everything, the terminals too. */
  drafts: 60,
} as const;

/** Told of every click on the map's deck.gl overlay, with what was picked under it (or nothing). */
export type MapLayerClick = (info: PickingInfo) => void;

type Slot = { readonly order: number; readonly seq: number; layers: readonly Layer[]; onClick: MapLayerClick | null };

export class MapLayerRegistry {
  private readonly slots = new Map<string, Slot>();
  private seq = 0;
  private scheduled = false;
  private combined: Layer[] = [];

  /** `apply` is called with the combined layers after each batch of changes (MapLibreOverlay.setProps). */
  constructor(private readonly apply: (layers: Layer[]) => void) {}

  /** Sets a module's layers; the same key keeps its place among equal orders. */
  set(key: string, order: number, layers: readonly Layer[]): void {
    const slot = this.slots.get(key);
    if (slot && slot.order === order) {
      if (slot.layers === layers) return;
      slot.layers = layers;
    } else this.slots.set(key, { order, seq: slot?.seq ?? (this.seq += 1), layers, onClick: slot?.onClick ?? null });
    this.schedule();
  }

  /** Sets (or with null clears) a module's click handler. */
  onClick(key: string, order: number, handler: MapLayerClick | null): void {
    const slot = this.slots.get(key);
    if (slot) slot.onClick = handler;
    else if (handler) this.slots.set(key, { order, seq: (this.seq += 1), layers: [], onClick: handler });
  }

  delete(key: string): void {
    const slot = this.slots.get(key);
    if (!slot) return;
    this.slots.delete(key);
    if (slot.layers.length > 0) this.schedule();
  }

  /** Every module's click handler sees the click, top-most module first (each checks the picked layer's id). */
  click(info: PickingInfo): void {
    for (const slot of this.sorted().reverse()) slot.onClick?.(info);
  }

  /** The layers as deck.gl gets them: by order, then by when the key first came. */
  layers(): readonly Layer[] {
    return this.combined;
  }

  /** Applies pending changes now instead of at the end of the task. */
  flush(): void {
    this.scheduled = false;
    this.combined = this.sorted().flatMap((slot) => slot.layers);
    this.apply(this.combined);
  }

  private sorted(): Slot[] {
    return [...this.slots.values()].sort((a, b) => a.order - b.order || a.seq - b.seq);
  }

  private schedule(): void {
    if (this.scheduled) return;
    this.scheduled = true;
    queueMicrotask(() => {
      if (this.scheduled) this.flush();
    });
  }
}

export const MapLayersContext = createContext<MapLayerRegistry | null>(null);

function useRegistry(): MapLayerRegistry {
  const registry = useContext(MapLayersContext);
  if (!registry) throw new Error('map layers are drawn by a child of a map with a MapDeck');
  return registry;
}

let keys = 0;

/**
 * A module's own place on the map's deck.gl overlay, for layers that change outside React (the
 * terminals follow the event log): returns a setter; the layers leave the map on unmount.
 */
export function useMapLayerSlot(key: string, order: number, onClick?: MapLayerClick): (layers: readonly Layer[]) => void {
  const registry = useRegistry();
  // Two mounts of one module (two maps) keep apart on their own registries; one map takes each key once.
  const id = useRef<string | null>(null);
  id.current ??= `${key}#${(keys += 1)}`;
  const slotKey = id.current;
  const click = useRef(onClick);
  click.current = onClick;
  const setter = useRef<(layers: readonly Layer[]) => void>(() => undefined);
  setter.current = (layers) => registry.set(slotKey, order, layers);
  useEffect(() => {
    registry.onClick(slotKey, order, (info) => click.current?.(info));
    return () => registry.delete(slotKey);
  }, [registry, slotKey, order]);
  return useRef((layers: readonly Layer[]) => setter.current(layers)).current;
}

/** A module's layers on the map's deck.gl overlay, in `order` (MAP_LAYER_ORDER); they leave the map on unmount. */
export function useMapLayers(key: string, layers: readonly Layer[], order: number, onClick?: MapLayerClick): void {
  const set = useMapLayerSlot(key, order, onClick);
  // The order is part of the slot: a new order registers it again, so the layers go with it.
  useEffect(() => set(layers), [set, layers, order]);
}
