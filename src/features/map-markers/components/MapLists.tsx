import { useMemo, useState, type ReactNode } from 'react';
import { PATH_FIND_SOS, SosAlarmSchema, type SosAlarm } from '../../../../protocol/index.ts';
import { sosAlarmsAtom, terminalsAtom } from '../../../state/eventLog.ts';
import { positionedAtom } from '../../maps/index.ts';
import { findTerminals } from '../../../state/findTerminals.ts';
import type { TerminalRecord } from '../../../state/fleet.ts';
import { store, useAtomValue } from '../../../state/jotai.ts';
import { IconButton, TextField, useAsyncEffect, useIntl, useT, type MessageKey } from '../../../ui/index.ts';
import { mapLayersAtom, markerEditAtom, markerFocusAtom, markerListAtom } from '../atoms.ts';
import type { MarkerDs } from '../model/markerDs.ts';

const ALARM_PAGE = 20;
/** The data list shows at most this many rows; the filter finds the rest. */
const DATA_ROWS = 100;
const onlineFirst = (terminal: TerminalRecord) => (terminal.online === 1 ? 0 : 1);

export type MapListsProps = {
  readonly ds: MarkerDs;
  /** The SOS list of the map (it stays the map's own component). */
  readonly sosList: ReactNode;
  /** Terminals the lists may show (the 'others' rule of the group tree applies on the map too). */
  readonly isShown: (msId: string) => boolean;
  readonly onChooseTerminal: (msId: string) => void;
  readonly onChooseAlarm: (alarm: SosAlarm) => void;
};

/** The lists the layers panel switches on beside the map; choosing an entry pans to it. */
export function MapLists(props: MapListsProps) {
  const layers = useAtomValue(mapLayersAtom);
  return (
    <>
      {layers.sosList && props.sosList}
      {layers.dataList && <DataList isShown={props.isShown} onChoose={props.onChooseTerminal} />}
      {layers.alarmList && <AlarmList ds={props.ds} onChoose={props.onChooseAlarm} />}
      {layers.markerList && <MarkerList />}
    </>
  );
}

function ListBox({ title, testId, children }: { title: string; testId: string; children: ReactNode }) {
  return (
    <section className="map-lists" aria-label={title} data-testid={testId}>
      <h2 className="map-lists__title">{title}</h2>
      {children}
    </section>
  );
}

/** SPEC §2 "data lists": the terminals on the map, online first; a filter by name or ID. */
function DataList({ isShown, onChoose }: { isShown: (msId: string) => boolean; onChoose: (msId: string) => void }) {
  const t = useT();
  const terminals = useAtomValue(terminalsAtom);
  const positioned = useAtomValue(positionedAtom);
  const [filter, setFilter] = useState('');
  // Positions change every frame, which terminals have one hardly ever: the list is searched again
  // when the fleet's records change or a terminal gets its first fix, and keeps only what it shows.
  const { shown: rows, total } = useMemo(
    () =>
      findTerminals(terminals.values(), {
        query: filter,
        accept: (terminal) => positioned.has(terminal.msId) && isShown(terminal.msId),
        blankListsAll: true,
        precedence: onlineFirst,
        limit: DATA_ROWS,
      }),
    [terminals, positioned, filter, isShown],
  );
  return (
    <ListBox title={t('layers.dataList.title', { count: total })} testId="map-data-list">
      <TextField label={t('layers.dataList.filter')} value={filter} onChange={setFilter} testId="map-data-filter" />
      <ul className="map-lists__list">
        {rows.map((terminal) => (
          <li key={terminal.msId}>
            <button type="button" className="map-lists__item" data-online={terminal.online} data-testid={`map-data-${terminal.msId}`} onClick={() => onChoose(terminal.msId)}>
              <span className="map-lists__name">{terminal.msName}</span>
              <span className="map-lists__id">{terminal.msId}</span>
            </button>
          </li>
        ))}
      </ul>
    </ListBox>
  );
}

const ALARM_STATUS: Record<number, MessageKey> = { 0: 'sos.status.sending', 1: 'sos.status.acknowledged', 2: 'sos.status.closed' };

/** SPEC §2 "alarm list": the latest alarm records, closed ones too; re-read when an alarm changes. */
function AlarmList({ ds, onChoose }: { ds: MarkerDs; onChoose: (alarm: SosAlarm) => void }) {
  const t = useT();
  const intl = useIntl();
  const live = useAtomValue(sosAlarmsAtom);
  const [alarms, setAlarms] = useState<SosAlarm[] | 'failed' | null>(null);
  useAsyncEffect(
    () => ds.get(PATH_FIND_SOS, { pageNo: 1, pageSize: ALARM_PAGE }),
    (data) => setAlarms(data.list.flatMap((item) => SosAlarmSchema.safeParse(item).data ?? [])),
    () => setAlarms('failed'),
    [ds, live],
  );
  return (
    <ListBox title={t('layers.alarmList.title')} testId="map-alarm-list">
      {alarms === 'failed' && <p role="alert">{t('layers.alarmList.failed')}</p>}
      {Array.isArray(alarms) && alarms.length === 0 && <p>{t('layers.alarmList.empty')}</p>}
      <ul className="map-lists__list">
        {(Array.isArray(alarms) ? alarms : []).map((alarm) => (
          <li key={alarm.id}>
            <button type="button" className="map-lists__item" data-status={alarm.status} data-testid={`map-alarm-${alarm.id}`} onClick={() => onChoose(alarm)}>
              <span className="map-lists__name">{alarm.name}</span>
              <span className="map-lists__id">{t(ALARM_STATUS[alarm.status] ?? 'sos.status.sending')}</span>
              <time dateTime={new Date(alarm.alarmTime).toISOString()}>{intl.formatDate(alarm.alarmTime, { dateStyle: 'short', timeStyle: 'short' })}</time>
            </button>
          </li>
        ))}
      </ul>
    </ListBox>
  );
}

/** SPEC §2 "custom markers": every marker; choosing one pans to it, the pen edits it. */
function MarkerList() {
  const t = useT();
  const markers = useAtomValue(markerListAtom);
  return (
    <ListBox title={t('layers.markerList.title', { count: markers.length })} testId="map-marker-list">
      {markers.length === 0 && <p>{t('layers.markerList.empty')}</p>}
      <ul className="map-lists__list">
        {markers.map((marker) => (
          <li key={marker.id} className="map-lists__row">
            <button
              type="button"
              className="map-lists__item"
              data-testid={`map-marker-${marker.id}`}
              onClick={() => store.set(markerFocusAtom, { key: Date.now(), points: marker.points })}
            >
              <span className="map-lists__swatch" style={{ background: marker.color }} aria-hidden="true" />
              <span className="map-lists__name">{marker.name}</span>
              <span className="map-lists__id">{t(`markers.kind.${marker.kind}`)}</span>
            </button>
            <IconButton icon="settings" label={t('markers.list.edit', { name: marker.name })} onPress={() => store.set(markerEditAtom, { kind: 'existing', id: marker.id })} />
          </li>
        ))}
      </ul>
    </ListBox>
  );
}
