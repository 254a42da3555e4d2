/** SPEC §2 "layers, data lists, SOS list, alarm list, custom markers and layer, terminal layer". */
export type MapLayers = {
  /** The terminals drawn on the map. */
  readonly terminals: boolean;
  /** The custom markers drawn on the map. */
  readonly markers: boolean;
  /** Lists beside the map; choosing an entry pans to it. */
  readonly dataList: boolean;
  readonly sosList: boolean;
  readonly alarmList: boolean;
  readonly markerList: boolean;
};

export type MapLayerKey = keyof MapLayers;

/** The map shows both layers and the SOS list (as before the panel existed); other lists on demand. */
export const DEFAULT_LAYERS: MapLayers = { terminals: true, markers: true, dataList: false, sosList: true, alarmList: false, markerList: false };

export const LAYER_KEYS: readonly MapLayerKey[] = ['terminals', 'markers'];
export const LIST_KEYS: readonly MapLayerKey[] = ['dataList', 'sosList', 'alarmList', 'markerList'];
