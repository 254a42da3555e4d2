import type { TileProvider } from '../../../../protocol/mapTiles.ts';
import { useSetAtom } from '../../../state/jotai.ts';
import { settingAtoms } from '../../../state/settings.ts';
import { Button, useT, type MessageKey } from '../../../ui/index.ts';
import type { OnlineTiles } from './onlineTiles.ts';

const PROVIDER_NAMES: Record<TileProvider, MessageKey> = {
  amap: 'settings.mapType.amap',
  google: 'settings.mapType.google',
  openstreet: 'settings.mapType.openstreet',
};

/**
 * Says when online tiles do not load (the offline map stays visible beneath them) and, when
 * Google is unavailable (no key for this host, refused, or its tiles fail), offers Amap (SPEC §6).
 */
export function TilesNotice({ tiles, failing }: { tiles: OnlineTiles; failing: boolean }) {
  const t = useT();
  const setMapType = useSetAtom(settingAtoms.mapType);
  const google = tiles.status === 'googleUnavailable' || (tiles.status === 'ready' && tiles.raster.provider === 'google' && failing);
  if (!google && !(tiles.status === 'ready' && failing)) return null;
  const provider = tiles.status === 'ready' ? tiles.raster.provider : 'google';
  const text =
    tiles.status === 'googleUnavailable' && tiles.reason === 'noKey'
      ? t('maps.tiles.googleNoKey')
      : t('maps.tiles.failed', { name: t(PROVIDER_NAMES[provider]) });
  return (
    <div className="maps__notice maps-tiles-notice" role="alert" data-testid="tiles-notice" data-provider={provider}>
      <p>{text}</p>
      {google && (
        <Button variant="primary" onPress={() => setMapType('amap')} data-testid="switch-to-amap">
          {t('maps.tiles.switchToAmap')}
        </Button>
      )}
    </div>
  );
}
