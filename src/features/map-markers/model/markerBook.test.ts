import { describe, expect, it } from 'vitest';
import type { Marker } from '../../../../protocol/index.ts';
import { applyMarkerList, applyMarkEvent, EMPTY_MARKER_BOOK, markersInOrder } from './markerBook.ts';

const marker = (id: string, name = `M${id}`): Marker => ({
  id,
  kind: 'point',
  name,
  color: '#e53935',
  link: '',
  remark: '',
  points: [[-0.37, 39.47]],
  creator: '20000001',
  creatorName: 'Dispatcher One',
  createdAt: Number(id),
  updatedAt: Number(id),
});

describe('marker book', () => {
  it('folds the list and later events', () => {
    let book = applyMarkerList(EMPTY_MARKER_BOOK, 10, [marker('1'), marker('2')]);
    expect(book.loaded).toBe(true);
    book = applyMarkEvent(book, 11, { type: 'mark.updated', marker: marker('1', 'renamed') });
    book = applyMarkEvent(book, 12, { type: 'mark.removed', id: '2', by: '20000002' });
    book = applyMarkEvent(book, 13, { type: 'mark.added', marker: marker('3') });
    expect(markersInOrder(book).map((m) => m.name)).toEqual(['renamed', 'M3']);
  });

  it('a list older than the events seen does not undo them', () => {
    let book = applyMarkEvent(EMPTY_MARKER_BOOK, 20, { type: 'mark.added', marker: marker('5') });
    book = applyMarkEvent(book, 21, { type: 'mark.removed', id: '1', by: '20000002' });
    // findMark answered as of seq 19: it still had marker 1 and not yet 5.
    book = applyMarkerList(book, 19, [marker('1')]);
    expect([...book.markers.keys()]).toEqual(['5']);
  });

  it('a newer list replaces what it no longer has, and a replayed event changes nothing', () => {
    let book = applyMarkEvent(EMPTY_MARKER_BOOK, 5, { type: 'mark.added', marker: marker('1') });
    book = applyMarkerList(book, 30, [marker('2')]);
    expect([...book.markers.keys()]).toEqual(['2']);
    const same = applyMarkEvent(book, 30, { type: 'mark.updated', marker: marker('2', 'old') });
    expect(same).toBe(book);
  });
});
