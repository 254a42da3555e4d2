import type { IndoorArea, IndoorEvent, IndoorFix } from '../../../protocol/index.ts';

/** Indoor areas by id, the last id given (never reused) and each terminal's last indoor fix. */
export type IndoorBook = { readonly byId: Map<string, IndoorArea>; lastId: number; readonly fixes: Map<string, IndoorFix> };

export const emptyIndoorBook = (): IndoorBook => ({ byId: new Map(), lastId: 0, fixes: new Map() });

/** Folds one indoor.* event; the same fold on replay as when it was committed. */
export function applyToIndoor(book: IndoorBook, event: IndoorEvent, time: number): void {
  if (event.type === 'indoor.areaSet') {
    book.byId.set(event.area.id, event.area);
    book.lastId = Math.max(book.lastId, Number.parseInt(event.area.id, 10) || 0);
  } else if (event.type === 'indoor.areaRemoved') {
    book.byId.delete(event.id);
    for (const [msId, fix] of book.fixes) if (fix.areaId === event.id) book.fixes.delete(msId);
  } else {
    const { msId, areaId, x, y, beacons, ranges } = event;
    book.fixes.set(msId, { msId, areaId, x, y, beacons, ranges, time });
  }
}

/** listArea's order: oldest first. */
export const areaList = (book: IndoorBook): IndoorArea[] => [...book.byId.values()].sort((a, b) => Number(a.id) - Number(b.id));
