/**
 * Which rows of a long list to render: those in view and a few either side. A group of thousands
 * of terminals rendered whole took 19 s to show (3,210 rows of nine operations each) and seconds
 * for every status burst after; rendered as a window it costs what a screenful costs.
 */

/** Lists up to this long render whole (no scroll bookkeeping for a usual group). */
export const WINDOW_FROM = 100;
/** Rows rendered beyond each edge of the view, so a quick scroll shows rows, not a gap. */
export const OVERSCAN = 10;

export type RowWindow = { readonly first: number; readonly last: number };

/**
 * Rows [first, last) to render for a viewport `height` px tall scrolled `scrollTop` px down a list
 * of `count` rows `rowHeight` px each (a header above them only shifts the view by its height,
 * which the overscan covers).
 */
export function rowWindow(count: number, scrollTop: number, height: number, rowHeight: number): RowWindow {
  if (count <= WINDOW_FROM) return { first: 0, last: count };
  // A list that shrank under a deep scroll shows its end until the browser clamps the scroll.
  const top = Math.min(count - 1, Math.floor(Math.max(0, scrollTop) / rowHeight));
  const first = Math.max(0, top - OVERSCAN);
  const last = Math.min(count, top + Math.ceil(Math.max(0, height) / rowHeight) + OVERSCAN);
  return { first, last };
}
