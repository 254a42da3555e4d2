import { gpsFileUrl, GPS_FILE_FORMATS } from '../../../../protocol/index.ts';
import { useT, type MessageKey } from '../../../ui/index.ts';
import type { TrackQuery } from '../model/loadTrack.ts';

const LABELS: Record<(typeof GPS_FILE_FORMATS)[number], MessageKey> = { gpx: 'trackPlayback.download.gpx', csv: 'trackPlayback.download.csv' };

/**
 * SPEC §7 "static GPS file download": the range on screen as a file, GPX for map tools and CSV for
 * spreadsheets. The platform writes it from the whole track (not the console's copy, which stops at
 * 2M points); the browser sends the session cookie with the link.
 */
export function TrackDownloads({ query }: { query: TrackQuery }) {
  const t = useT();
  return (
    <div className="track-downloads" role="group" aria-label={t('trackPlayback.download.label')}>
      {GPS_FILE_FORMATS.map((format) => (
        <a key={format} className="ui-button ui-button--secondary" href={gpsFileUrl(query.msId, format, query)} download data-testid={`track-download-${format}`}>
          {t(LABELS[format])}
        </a>
      ))}
    </div>
  );
}
