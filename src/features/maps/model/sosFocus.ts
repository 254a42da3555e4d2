/**
 * Which SOS the map brings into view (pans to, opens its terminal's card): the newest alarm still
 * sounding, when it is new to this page. When the dispatcher acknowledges one alarm, the newest
 * sounding one becomes an older alarm the page has long known; jumping to it took the card away
 * from the terminal the dispatcher was working on (Issue 37 item 5).
 */
export type SosFocusStep = { readonly focus: string | null; readonly seen: ReadonlySet<string> };

/**
 * `seen` is null on the page's first look (an alarm sounding when the map opens is shown); `open`
 * are the ids of the alarms not yet closed, `sounding` the newest unacknowledged one.
 */
export function sosToFocus(seen: ReadonlySet<string> | null, open: readonly string[], sounding: string | null): SosFocusStep {
  const focus = sounding !== null && !(seen?.has(sounding) ?? false) ? sounding : null;
  const next = new Set(seen ?? []);
  for (const id of open) next.add(id);
  if (sounding !== null) next.add(sounding);
  return { focus, seen: next };
}
