import { useAtom } from '../../../state/jotai.ts';
import { Switch, useT, type MessageKey } from '../../../ui/index.ts';
import { mapLayersAtom } from '../atoms.ts';
import { LAYER_KEYS, LIST_KEYS, type MapLayerKey } from '../model/layers.ts';

const LABEL: Record<MapLayerKey, MessageKey> = {
  terminals: 'layers.terminals',
  markers: 'layers.markers',
  dataList: 'layers.dataList',
  sosList: 'layers.sosList',
  alarmList: 'layers.alarmList',
  markerList: 'layers.markerList',
};

/** SPEC §2 "layers": the terminal layer and the custom markers layer on the map, and the lists beside it. */
export function LayersPanel() {
  const t = useT();
  const [layers, setLayers] = useAtom(mapLayersAtom);
  const toggle = (key: MapLayerKey) => (on: boolean) => setLayers((before) => ({ ...before, [key]: on }));
  const group = (title: MessageKey, keys: readonly MapLayerKey[]) => (
    <fieldset className="map-layers__group">
      <legend>{t(title)}</legend>
      {keys.map((key) => (
        <Switch key={key} isSelected={layers[key]} onChange={toggle(key)} testId={`layer-${key}`}>
          {t(LABEL[key])}
        </Switch>
      ))}
    </fieldset>
  );
  return (
    <section className="map-layers" aria-label={t('layers.title')} data-testid="map-layers">
      {group('layers.onMap', LAYER_KEYS)}
      {group('layers.lists', LIST_KEYS)}
    </section>
  );
}
