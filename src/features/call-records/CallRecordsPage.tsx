import { useMemo, useRef, useState } from 'react';
import { hasVoiceCallPermission, TrackLimits, type CallRecord } from '../../../protocol/index.ts';
import type { TerminalRecord } from '../../state/fleet.ts';
import type { RecordingPlayer } from '../../../media/index.ts';
import { fleetAtom } from '../../state/eventLog.ts';
import { useAtomValue } from '../../state/jotai.ts';
import { Button, SelectField, useT, type MessageKey } from '../../ui/index.ts';
import { TerminalChoiceField } from '../terminal-search/index.ts';
import { TimeRangeForm, useQueryOnOpen, type TimeQueryRange } from '../track-playback/index.ts';
import { CallTable } from './components/CallTable.tsx';
import { WaveformPlayer } from './components/WaveformPlayer.tsx';
import { findCalls, pageCount, queryErrorKey, type CallRecordsDs, type CallRecordsView } from './model/model.ts';
import './call-records.css';

type Listing = { readonly view: CallRecordsView; readonly records: readonly CallRecord[]; readonly total: number; readonly pages: number };

const ALL = '';
/** Only terminals with voice-call permission have records (docs/protocol.md "Call records"). */
const hasRecords = (terminal: TerminalRecord) => hasVoiceCallPermission(terminal.type);

/**
 * Call records (SPEC §2 /call-records/voice-list): group voice and individual calls of a range,
 * filtered by group or terminal, newest first a page at a time, with caller, callee, frequency and
 * duration; a group transmission's recording plays with its waveform.
 */
export function CallRecordsPage({ ds, player }: { ds: CallRecordsDs; player: RecordingPlayer }) {
  const t = useT();
  const fleet = useAtomValue(fleetAtom);
  const [gid, setGid] = useState(ALL);
  const [msId, setMsId] = useState(ALL);
  const [listing, setListing] = useState<Listing | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<MessageKey | null>(null);
  const [selected, setSelected] = useState<CallRecord | null>(null);
  const generation = useRef(0);

  const groupOptions = useMemo(
    () => [{ value: ALL, label: t('callRecords.filter.all') }, ...[...fleet.groups.values()].map((group) => ({ value: group.gid, label: group.name }))],
    [fleet.groups, t],
  );
  const load = (view: CallRecordsView) => {
    const mine = (generation.current += 1);
    setBusy(true);
    findCalls(ds, view).then(
      ({ page, records }) => {
        if (mine !== generation.current) return;
        setBusy(false);
        setError(null);
        setListing({ view, records, total: page.total, pages: pageCount(page) });
      },
      (failure: unknown) => {
        if (mine !== generation.current) return;
        setBusy(false);
        setError(queryErrorKey(failure));
      },
    );
  };
  const query = ({ start, end, tz }: TimeQueryRange) => load({ start, end, tz, gid: gid || null, msId: msId || null, pageNo: 1 });
  const turn = (pageNo: number) => listing && load({ ...listing.view, pageNo });
  // The page opens with today's calls of every group under way.
  const today = useQueryOnOpen(query);

  return (
    <section className="call-records" data-testid="call-records-page" aria-busy={busy}>
      <header className="call-records__header">
        <h1 className="call-records__title">{t('callRecords.title')}</h1>
        <SelectField label={t('callRecords.filter.group')} value={gid} onChange={setGid} options={groupOptions} testId="call-records-group" />
        <TerminalChoiceField label={t('callRecords.filter.terminal')} placeholder={t('callRecords.filter.anyTerminal')} value={msId} accept={hasRecords} onPick={setMsId} testId="call-records-terminal" />
      </header>
      <TimeRangeForm busy={busy} testIdPrefix="call-records" queryLabel={t('callRecords.query')} onQuery={query} initial={today} />
      {error ? (
        <p className="ui-field__error" role="alert" data-testid="call-records-error">
          {t(error, { max: TrackLimits.maxSpanDays })}
        </p>
      ) : null}
      {selected?.recording ? <WaveformPlayer key={selected.id} record={selected} player={player} /> : null}
      {listing ? (
        <>
          <p className="call-records__total" data-testid="call-records-total">
            {t('callRecords.total', { count: listing.total })}
          </p>
          <CallTable records={listing.records} selectedId={selected?.id ?? null} onPlay={setSelected} />
          {listing.pages > 1 ? (
            <nav className="call-records__pager">
              <Button variant="ghost" isDisabled={busy || listing.view.pageNo <= 1} onPress={() => turn(listing.view.pageNo - 1)} data-testid="call-records-previous">
                {t('callRecords.previous')}
              </Button>
              <span data-testid="call-records-page-no">{t('callRecords.page', { count: listing.view.pageNo, total: listing.pages })}</span>
              <Button variant="ghost" isDisabled={busy || listing.view.pageNo >= listing.pages} onPress={() => turn(listing.view.pageNo + 1)} data-testid="call-records-next">
                {t('callRecords.next')}
              </Button>
            </nav>
          ) : null}
        </>
      ) : busy ? (
        <p className="call-records__empty" role="status" aria-busy="true" data-testid="call-records-loading">
          {t('callRecords.loading')}
        </p>
      ) : (
        <p className="call-records__empty">{t('callRecords.hint')}</p>
      )}
    </section>
  );
}
