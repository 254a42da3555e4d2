import { useCallback, useState } from 'react';
import { hasImagery } from '../../../../protocol/mapTiles.ts';
import { useAtom, useAtomValue } from '../../../state/jotai.ts';
import { settingAtoms } from '../../../state/settings.ts';
import { eagleEyeVisibleAtom, mapThemeAtom, roadNetVisibleAtom } from '../atoms.ts';
import type { LngLat } from '../model/coordinates.ts';
import { providerOf } from './onlineTiles.ts';

/** The map tools' state: persisted preferences (theme, road net, eagle eye) and this page's ranging and satellite. */
export function useMapTools() {
  const [theme, setTheme] = useAtom(mapThemeAtom);
  const [roadNet, setRoadNet] = useAtom(roadNetVisibleAtom);
  const [eagleEye, setEagleEye] = useAtom(eagleEyeVisibleAtom);
  const provider = providerOf(useAtomValue(settingAtoms.mapType));
  const [satelliteOn, setSatellite] = useState(false);
  const [ranging, setRanging] = useState<readonly LngLat[] | null>(null);
  const imagery = provider !== null && hasImagery(provider);
  return {
    theme,
    setTheme,
    roadNet,
    setRoadNet,
    eagleEye,
    setEagleEye,
    /** Null when no configured tile source has imagery (then the switch is hidden). */
    satellite: imagery ? satelliteOn : null,
    setSatellite,
    ranging,
    setRangingOn: useCallback((on: boolean) => setRanging(on ? [] : null), []),
    addRangingPoint: useCallback((point: LngLat) => setRanging((points) => (points ? [...points, point] : points)), []),
    undoRangingPoint: useCallback(() => setRanging((points) => (points ? points.slice(0, -1) : points)), []),
    clearRanging: useCallback(() => setRanging((points) => (points ? [] : points)), []),
  };
}
