import { useState } from 'react';
import { fenceAlarmHandling, type FenceAlarm } from '../../../../protocol/index.ts';
import { useAtomValue } from '../../../state/jotai.ts';
import { Button, useAsyncEffect, useIntl, useT } from '../../../ui/index.ts';
import { AlarmHandling } from '../../handover/index.ts';
import { fenceRevisionAtom, fencesAtom } from '../atoms.ts';
import { acknowledgeFenceAlarm, findFenceAlarms, handOverFenceAlarm, pageCount, type FenceAlarmPage, type FenceDs } from '../model.ts';
import { FenceResolveDialog } from './FenceResolveDialog.tsx';
import { FenceAlarmText } from './FenceAlarmText.tsx';

const PAGE_SIZE = 20;
/** Six decimals, about a decimetre, as the terminal card shows positions. */
const POSITION_FORMAT = { minimumFractionDigits: 6, maximumFractionDigits: 6 } as const;

/**
 * The alarm records tab: every fence alarm, newest first, page by page, re-read on every fence event.
 * Several dispatchers at once: each shows who handles it; a dispatcher acknowledges one, its handler
 * hands it over or resolves it with a remark (shared AlarmHandling); the record keeps the response
 * time and the remark (SPEC §3 alarm record). Each shows where the crossing fix was taken;
 * *Show on map* pans there and opens the terminal's card.
 */
export function FenceAlarmRecords({ ds, onShow }: { ds: FenceDs; onShow?: (alarm: FenceAlarm) => void }) {
  const t = useT();
  const intl = useIntl();
  const revision = useAtomValue(fenceRevisionAtom);
  const fences = useAtomValue(fencesAtom);
  const [fenceid, setFenceid] = useState('');
  const [pageNo, setPageNo] = useState(1);
  const [page, setPage] = useState<FenceAlarmPage | null>(null);
  const [failed, setFailed] = useState(false);
  useAsyncEffect(
    () => findFenceAlarms(ds, pageNo, PAGE_SIZE, fenceid || undefined),
    (answer) => {
      setPage(answer);
      setFailed(false);
    },
    () => setFailed(true),
    [ds, pageNo, fenceid, revision],
  );
  const pages = page ? pageCount(page.total, PAGE_SIZE) : 1;
  return (
    <div className="geo-fences__records">
      <label className="ui-field">
        <span className="ui-field__label">{t('geoFences.records.fence')}</span>
        <select
          className="ui-select"
          value={fenceid}
          data-testid="fence-records-filter"
          onChange={(event) => {
            setFenceid(event.target.value);
            setPageNo(1);
          }}
        >
          <option value="">{t('geoFences.records.allFences')}</option>
          {fences.map((fence) => (
            <option key={fence.fenceid} value={fence.fenceid}>
              {fence.name}
            </option>
          ))}
        </select>
      </label>
      {failed && (
        <p className="ui-field__error" role="alert">
          {t('geoFences.records.failed')}
        </p>
      )}
      {page && page.list.length === 0 && <p className="geo-fences__empty">{t('geoFences.records.empty')}</p>}
      <ol className="geo-fences__list" data-testid="fence-records">
        {page?.list.map((alarm) => (
          <li key={alarm.id} className="geo-fences__item" data-testid="fence-record" data-id={alarm.id} data-kind={alarm.kind} data-ms-id={alarm.msId}>
            <time className="geo-fences__meta" dateTime={new Date(alarm.alarmTime).toISOString()}>
              {intl.formatDate(alarm.alarmTime, { dateStyle: 'short', timeStyle: 'medium' })}
            </time>
            <FenceAlarmText alarm={alarm} />
            <span className="geo-fences__meta" data-testid="fence-record-position">
              {t('geoFences.records.position', { lat: intl.formatNumber(alarm.lat, POSITION_FORMAT), lng: intl.formatNumber(alarm.lng, POSITION_FORMAT) })}
            </span>
            {onShow ? (
              <Button variant="ghost" onPress={() => onShow(alarm)} data-testid="fence-record-show">
                {t('geoFences.records.show')}
              </Button>
            ) : null}
            {alarm.acknowledgedAt != null ? (
              <span className="geo-fences__meta" data-testid="fence-record-responded">
                {t('geoFences.records.responded', { time: intl.formatDate(alarm.acknowledgedAt, { dateStyle: 'short', timeStyle: 'medium' }) })}
              </span>
            ) : null}
            {alarm.resolvedAt != null ? (
              <span className="geo-fences__meta" data-testid="fence-record-resolved">
                {t('alarmHandling.resolved')}
              </span>
            ) : null}
            {alarm.remark ? (
              <span className="geo-fences__meta" data-testid="fence-record-remark">
                {t('geoFences.records.remark', { remark: alarm.remark })}
              </span>
            ) : null}
            <AlarmHandling
              alarm={{ ...fenceAlarmHandling(alarm), handlerName: alarm.handlerName }}
              subject={`${alarm.name} (${alarm.msId})`}
              testId="fence-record"
              onAcknowledge={() => acknowledgeFenceAlarm(ds, alarm.id)}
              onHandOver={(to) => handOverFenceAlarm(ds, alarm.id, to)}
              close={<ResolveButton ds={ds} alarm={alarm} />}
            />
          </li>
        ))}
      </ol>
      <footer className="geo-fences__actions">
        <Button variant="ghost" isDisabled={pageNo <= 1} onPress={() => setPageNo((n) => n - 1)}>
          {t('geoFences.records.previous')}
        </Button>
        <span>{t('geoFences.records.page', { count: pageNo, total: pages })}</span>
        <Button variant="ghost" isDisabled={pageNo >= pages} onPress={() => setPageNo((n) => n + 1)}>
          {t('geoFences.records.next')}
        </Button>
      </footer>
    </div>
  );
}

/** The handler resolves the fence alarm, with a remark if there is something to say. */
function ResolveButton({ ds, alarm }: { ds: FenceDs; alarm: FenceAlarm }) {
  const t = useT();
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button variant="ghost" onPress={() => setOpen(true)} data-testid="fence-record-resolve">
        {t('alarmHandling.resolve')}
      </Button>
      {open ? <FenceResolveDialog ds={ds} alarm={alarm} onClose={() => setOpen(false)} /> : null}
    </>
  );
}
