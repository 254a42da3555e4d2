import { useT, type MessageKey } from '../../../ui/index.ts';
import { MARKER_COLOURS, MARKER_STATE_NAMES, MarkerState } from '../model/terminalMarkers.ts';

const LABELS: Record<MarkerState, MessageKey> = {
  [MarkerState.Online]: 'maps.state.online',
  [MarkerState.Offline]: 'maps.state.offline',
  [MarkerState.Talking]: 'maps.state.talking',
  [MarkerState.Sos]: 'maps.state.sos',
};

const ORDER: readonly MarkerState[] = [MarkerState.Online, MarkerState.Talking, MarkerState.Sos, MarkerState.Offline];

/** What the marker colours mean. */
export function MapLegend() {
  const t = useT();
  return (
    <ul className="maps-legend" aria-label={t('maps.legend')}>
      {ORDER.map((state) => {
        const [r, g, b] = MARKER_COLOURS[state];
        return (
          <li key={state} data-state={MARKER_STATE_NAMES[state]}>
            <span className="maps-legend__swatch" style={{ background: `rgb(${r} ${g} ${b})` }} aria-hidden="true" />
            {t(LABELS[state])}
          </li>
        );
      })}
    </ul>
  );
}
