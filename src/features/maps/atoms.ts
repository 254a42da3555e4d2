/**
 * The map tools' preferences, kept in browser storage (SPEC §7: JSON under a stable key) so a
 * dispatcher's theme and road-net choice survive a reload and show in every open map window.
 */
import { atom, type WritableAtom } from '../../state/jotai.ts';
import { storedValues } from '../../state/storage.ts';
import { DEFAULT_MAP_THEME, isMapTheme, type MapTheme } from './basemap/mapThemes.ts';

function persistedAtom<T>(key: string, fallback: T, decode: (raw: unknown) => T | undefined): WritableAtom<T, [T], void> {
  const read = () => storedValues.read(key, decode) ?? fallback;
  const current = atom(read());
  current.onMount = (set) => {
    set(read());
    return storedValues.subscribe((changed) => {
      if (changed === key) set(read());
    });
  };
  return atom(
    (get) => get(current),
    (_get, set, value: T) => {
      storedValues.write(key, value);
      set(current, value);
    },
  );
}

export const mapThemeAtom = persistedAtom<MapTheme>('mapTheme', DEFAULT_MAP_THEME, (raw) => (isMapTheme(raw) ? raw : undefined));
export const roadNetVisibleAtom = persistedAtom('mapRoadNet', true, (raw) => (typeof raw === 'boolean' ? raw : undefined));
export const eagleEyeVisibleAtom = persistedAtom('mapEagleEye', false, (raw) => (typeof raw === 'boolean' ? raw : undefined));
/** The map's side panel (tools, lists, alarms) folded to a rail; a terminal's card unfolds it. */
export const mapPanelFoldedAtom = persistedAtom('mapPanelFolded', false, (raw) => (typeof raw === 'boolean' ? raw : undefined));
