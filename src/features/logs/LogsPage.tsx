import { useEffect, useRef, useState } from 'react';
import { LOG_CATEGORIES, TrackLimits, type LogCategory, type LogRecord } from '../../../protocol/index.ts';
import { SelectField, useT, type MessageKey } from '../../ui/index.ts';
import { TimeRangeForm, useQueryOnOpen, type TimeQueryRange } from '../track-playback/index.ts';
import { LogTable } from './components/LogTable.tsx';
import { liveLogs$, logsResync$ } from './liveLogs.ts';
import { CATEGORY_KEY, findLog, queryErrorKey, withLiveRecord, withLiveRecords, type LogsDs, type LogView } from './model.ts';
import './logs.css';

/** One query's answer: its newest records (a page of at most 300) and how many match in all. */
type Listing = { readonly view: LogView; readonly records: readonly LogRecord[]; readonly total: number };

/**
 * The logs (SPEC §2 /logs/log): records of a category (or all) in a time range, newest first; while
 * the range includes now, records the platform writes join on top live (cap 300, cut to 150).
 */
export function LogsPage({ ds }: { ds: LogsDs }) {
  const t = useT();
  const [category, setCategory] = useState<LogCategory | 'all'>('all');
  const [listing, setListing] = useState<Listing | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<MessageKey | null>(null);
  const generation = useRef(0);
  /** Live records that came while a query is asked: its answer may predate them (null: none asked). */
  const arrivedDuringQuery = useRef<LogRecord[] | null>(null);

  useEffect(() => {
    const subscription = liveLogs$.subscribe((record) => {
      arrivedDuringQuery.current?.push(record);
      setListing((current) => (current ? { ...current, records: withLiveRecord(current.records, record, current.view) } : current));
    });
    return () => subscription.unsubscribe();
  }, []);

  // After a reconnection the shown query runs again: records written meanwhile came as no frame.
  const shownView = useRef<LogView | null>(null);
  shownView.current = listing?.view ?? null;
  useEffect(() => {
    const subscription = logsResync$.subscribe(() => {
      if (shownView.current) load(shownView.current);
    });
    return () => subscription.unsubscribe();
  }, []);

  const load = (view: LogView) => {
    const mine = (generation.current += 1);
    const arrived: LogRecord[] = [];
    arrivedDuringQuery.current = arrived;
    setBusy(true);
    findLog(ds, view).then(
      ({ page, records }) => {
        if (mine !== generation.current) return;
        arrivedDuringQuery.current = null;
        setBusy(false);
        setError(null);
        setListing({ view, records: withLiveRecords(records, arrived, view), total: page.total });
      },
      (failure: unknown) => {
        if (mine !== generation.current) return;
        arrivedDuringQuery.current = null;
        setBusy(false);
        setError(queryErrorKey(failure));
      },
    );
  };

  const query = ({ start, end, tz }: TimeQueryRange) => load({ start, end, tz, category: category === 'all' ? null : category });
  // The page opens with today's records of every category under way.
  const today = useQueryOnOpen(query);

  return (
    <section className="logs-page" data-testid="logs-page" aria-busy={busy}>
      <header className="logs-page__header">
        <h1 className="logs-page__title">{t('logs.title')}</h1>
        <SelectField
          label={t('logs.category')}
          value={category}
          onChange={(value) => setCategory(value)}
          options={[{ value: 'all' as const, label: t('logs.category.all') }, ...LOG_CATEGORIES.map((value) => ({ value, label: t(CATEGORY_KEY[value]) }))]}
          testId="logs-category"
        />
      </header>
      <TimeRangeForm busy={busy} testIdPrefix="logs" queryLabel={t('logs.query')} onQuery={query} initial={today} />
      {error ? (
        <p className="ui-field__error" role="alert" data-testid="logs-error">
          {t(error, { max: TrackLimits.maxSpanDays })}
        </p>
      ) : null}
      {listing ? (
        <>
          <p className="logs-page__total" data-testid="logs-total">
            {t('logs.total', { count: listing.total })}
          </p>
          <LogTable records={listing.records} />
        </>
      ) : busy ? (
        <p className="logs-page__empty" role="status" aria-busy="true" data-testid="logs-loading">
          {t('logs.loading')}
        </p>
      ) : (
        <p className="logs-page__empty">{t('logs.hint')}</p>
      )}
    </section>
  );
}
