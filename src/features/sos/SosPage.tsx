import { useState } from 'react';
import type { SosAlarm, SosVerdict } from '../../../protocol/index.ts';
import { sosAlarmsAtom } from '../../state/eventLog.ts';
import { useAtomValue } from '../../state/jotai.ts';
import { userAtom } from '../../state/session.ts';
import { Button, SelectField, useAsyncEffect, useT } from '../../ui/index.ts';
import { SosTable } from './components/SosTable.tsx';
import { HandOverDialog } from './components/HandOverDialog.tsx';
import { SosUpdateDialog } from './components/SosUpdateDialog.tsx';
import { useRespondToSos } from './response/SosResponseProvider.tsx';
import { markSos, stepFailureKey } from './workflow.ts';
import { findSos, withLive, type SosDs, type SosFilter, type SosPage as Page } from './model.ts';
import './sos.css';

const PAGE_SIZE = 20;
const FILTERS: readonly SosFilter[] = ['all', 'open', '0', '1', '2'];

/**
 * SOS management (SPEC §2 /sos-management/alarm): every alarm record, page by page from findSos,
 * filtered by status, kept current by the live events; the emergency workflow's steps: acknowledge,
 * mark valid or false, resolve with a remark, hand over (protocol/sosWorkflow.ts).
 */
export function SosPage({ ds }: { ds: SosDs }) {
  const t = useT();
  const live = useAtomValue(sosAlarmsAtom);
  const [filter, setFilter] = useState<SosFilter>('all');
  const [pageNo, setPageNo] = useState(1);
  const [page, setPage] = useState<Page | null>(null);
  const [failed, setFailed] = useState(false);
  const [editing, setEditing] = useState<{ alarm: SosAlarm; status: 1 | 2 } | null>(null);
  const [note, setNote] = useState<string | null>(null);
  const [handingOver, setHandingOver] = useState<SosAlarm | null>(null);
  const me = useAtomValue(userAtom)?.msId ?? null;
  const respond = useRespondToSos();
  const onMark = (alarm: SosAlarm, verdict: SosVerdict) => {
    setNote(null);
    void markSos(ds, alarm.id, verdict).then((result) => {
      if (!result.ok) setNote(t(stepFailureKey(result.desc), { code: result.code }));
    });
  };
  // A new alarm or a change re-reads the page, so totals and order follow the platform.
  const liveSize = live.size;
  const reload = useAsyncEffect(
    () => findSos(ds, pageNo, PAGE_SIZE, filter),
    (answer) => {
      setPage(answer);
      setFailed(false);
    },
    () => setFailed(true),
    [ds, pageNo, filter, liveSize],
  );
  const pages = page ? Math.max(1, Math.ceil(page.total / PAGE_SIZE)) : 1;
  const rows = page ? withLive(page.list, live) : [];
  return (
    <section className="sos-page" data-testid="sos-page" aria-busy={page === null && !failed}>
      <header className="sos-page__header">
        <h1 className="sos-page__title">{t('sos.title')}</h1>
        <SelectField
          label={t('sos.filter')}
          value={filter}
          onChange={(value) => {
            setFilter(value);
            setPageNo(1);
          }}
          options={FILTERS.map((value) => ({ value, label: t(`sos.filter.${value === '0' ? 'sending' : value === '1' ? 'acknowledged' : value === '2' ? 'closed' : value}`) }))}
          testId="sos-filter"
        />
      </header>
      {note ? (
        <p className="sos-page__note" role="status" data-testid="sos-note">
          {note}
        </p>
      ) : null}
      {failed ? (
        <p className="ui-field__error" role="alert">
          {t('sos.error.load')}
        </p>
      ) : null}
      <SosTable
        alarms={rows}
        me={me}
        onAcknowledge={(alarm) => setEditing({ alarm, status: 1 })}
        onClose={(alarm) => setEditing({ alarm, status: 2 })}
        onMark={onMark}
        onHandOver={setHandingOver}
      />
      <footer className="sos-page__pager">
        <Button isDisabled={pageNo <= 1} onPress={() => setPageNo((n) => n - 1)} data-testid="sos-prev">
          {t('sos.page.previous')}
        </Button>
        <span data-testid="sos-page-of">{t('sos.page.of', { count: pageNo, total: pages })}</span>
        <Button isDisabled={pageNo >= pages} onPress={() => setPageNo((n) => n + 1)} data-testid="sos-next">
          {t('sos.page.next')}
        </Button>
      </footer>
      {editing ? (
        <SosUpdateDialog
          ds={ds}
          alarm={editing.alarm}
          status={editing.status}
          onClose={() => setEditing(null)}
          onDone={(alarm, changed) => {
            setNote(changed ? null : t('sos.alreadyAcknowledged', { who: alarm.responderName ?? '' }));
            reload();
            if (changed && editing.status === 1) respond(alarm);
          }}
        />
      ) : null}
      {handingOver ? <HandOverDialog ds={ds} alarm={handingOver} onClose={() => setHandingOver(null)} /> : null}
    </section>
  );
}
