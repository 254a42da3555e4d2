import type { ReactNode } from 'react';
import type { ConnectionStatus } from '../../../protocol/index.ts';
import { connectionStatusAtom, socketDiagnosticsAtom } from '../../state/connection.ts';
import { integrityAtom } from '../../state/eventLog.ts';
import { useAtomValue } from '../../state/jotai.ts';
import { useT, type MessageKey } from '../../ui/index.ts';
import './diagnostics.css';

const STATUS_LABELS: Record<ConnectionStatus, MessageKey> = {
  connecting: 'connection.connecting',
  online: 'connection.online',
  offline: 'connection.offline',
  error: 'connection.error',
};

/** Plain digits, no grouping: tests and support staff compare these with the emulator's store. */
const plain = (value: number | null): string => (value === null ? '—' : String(value));

function Figure({ label, testId, value }: { label: string; testId?: string; value: ReactNode }) {
  return (
    <div className="diagnostics__figure">
      <dt>{label}</dt>
      <dd data-testid={testId}>{value}</dd>
    </div>
  );
}

/** The socket's health and the event log's integrity numbers since the last snapshot. */
export function DiagnosticsPage() {
  const t = useT();
  const status = useAtomValue(connectionStatusAtom);
  const socket = useAtomValue(socketDiagnosticsAtom);
  const log = useAtomValue(integrityAtom);
  return (
    <div className="page diagnostics">
      <h1 className="page__title">{t('diagnostics.title')}</h1>
      <section className="diagnostics__card" aria-labelledby="diag-connection">
        <h2 id="diag-connection">{t('diagnostics.connection')}</h2>
        <dl>
          <Figure label={t('diagnostics.status')} testId="diag-status" value={<span data-status={status}>{t(STATUS_LABELS[status])}</span>} />
          <Figure label={t('diagnostics.reconnects')} testId="diag-reconnects" value={plain(socket.reconnects)} />
          <Figure label={t('diagnostics.snapshots')} testId="diag-snapshots" value={plain(socket.snapshots)} />
          <Figure label={t('diagnostics.lastSeq')} testId="diag-socket-last-seq" value={plain(socket.lastSeq)} />
        </dl>
      </section>
      <section className="diagnostics__card" aria-labelledby="diag-delivery">
        <h2 id="diag-delivery">{t('diagnostics.delivery')}</h2>
        <dl>
          <Figure label={t('diagnostics.malformed')} testId="diag-malformed" value={plain(socket.malformed)} />
          <Figure label={t('diagnostics.duplicates')} testId="diag-duplicates" value={plain(socket.duplicates)} />
          <Figure label={t('diagnostics.gaps')} testId="diag-gaps" value={plain(socket.gaps)} />
          <Figure
            label={t('diagnostics.lastMalformed')}
            testId="diag-last-malformed"
            value={socket.lastMalformed ?? t('diagnostics.none')}
          />
        </dl>
      </section>
      <section className="diagnostics__card" aria-labelledby="diag-log">
        <h2 id="diag-log">{t('diagnostics.eventLog')}</h2>
        <p className="diagnostics__note">{t('diagnostics.eventLogNote')}</p>
        <dl>
          <Figure label={t('diagnostics.snapshotSeq')} testId="diag-snapshot-seq" value={plain(log.snapshotSeq)} />
          <Figure label={t('diagnostics.appliedCount')} testId="diag-applied-count" value={plain(log.appliedCount)} />
          <Figure label={t('diagnostics.appliedSum')} testId="diag-applied-sum" value={plain(log.seqSum)} />
          <Figure label={t('diagnostics.firstSeq')} testId="diag-first-seq" value={plain(log.firstSeq)} />
          <Figure label={t('diagnostics.lastAppliedSeq')} testId="diag-last-seq" value={plain(log.lastSeq)} />
        </dl>
      </section>
    </div>
  );
}
