import { useState } from 'react';
import { TimeRangeError, TrackLimits, validateTimeRange } from '../../../../protocol/index.ts';
import { Button, DateTimeField, useIntl, useT, type MessageKey } from '../../../ui/index.ts';
import { fromLocalInput, QUICK_RANGES, quickRange, toLocalInput, withinOneMonth, zoneOffsetMinutes, type QuickRange } from '../model/quickRanges.ts';
import type { TrackQueryRange } from '../model/loadTrack.ts';
import './time-range-form.css';

const QUICK_KEYS: Record<QuickRange, MessageKey> = {
  today: 'trackPlayback.range.today',
  yesterday: 'trackPlayback.range.yesterday',
  beforeYesterday: 'trackPlayback.range.beforeYesterday',
  last3Days: 'trackPlayback.range.last3Days',
  thisWeek: 'trackPlayback.range.thisWeek',
  lastWeek: 'trackPlayback.range.lastWeek',
  thisMonth: 'trackPlayback.range.thisMonth',
  lastMonth: 'trackPlayback.range.lastMonth',
};

export const RANGE_ERROR_KEYS: Record<TimeRangeError, MessageKey> = {
  startRequired: 'trackPlayback.error.startRequired',
  endRequired: 'trackPlayback.error.endRequired',
  startNotBeforeEnd: 'trackPlayback.error.startNotBeforeEnd',
  spanTooLong: 'trackPlayback.error.spanTooLong',
  crossMonth: 'trackPlayback.error.crossMonth',
};

export type TimeRangeFormProps = {
  readonly busy: boolean;
  /** Prefix of the test ids (`track` by default); another screen using the form gives its own. */
  readonly testIdPrefix?: string;
  /** The query button's text, when not the track's. */
  readonly queryLabel?: string;
  /** Called with a range that passed SPEC §5's rules. */
  readonly onQuery: (range: TrackQueryRange) => void;
  /** The range the fields start with (today when absent); give the form a new key to apply another. */
  readonly initial?: { readonly start: number; readonly end: number };
};

/**
 * SPEC §5 time range with §9's quick ranges: a quick range fills both fields (kept to one month, and
 * says so when that cut it), the query checks them.
 */
export function TimeRangeForm({ busy, onQuery, testIdPrefix = 'track', queryLabel, initial }: TimeRangeFormProps) {
  const t = useT();
  const intl = useIntl();
  const [clamped, setClamped] = useState<{ range: QuickRange; month: number } | null>(null);
  const [fields, setFields] = useState(() => {
    const today = initial ?? quickRange('today', new Date());
    return { start: toLocalInput(today.start), end: toLocalInput(today.end) };
  });
  const [error, setError] = useState<TimeRangeError | null>(null);

  const submit = () => {
    const start = fromLocalInput(fields.start);
    const end = fromLocalInput(fields.end);
    const problem = validateTimeRange(start, end, zoneOffsetMinutes(start ?? Date.now()));
    setError(problem);
    if (!problem && start !== null && end !== null) onQuery({ start, end, tz: zoneOffsetMinutes(start) });
  };

  return (
    <form
      className="track-range"
      data-testid={`${testIdPrefix}-range`}
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      <div className="track-range__quick" role="group" aria-label={t('trackPlayback.quickRanges')}>
        {QUICK_RANGES.map((range) => (
          <Button
            key={range}
            variant="ghost"
            className="track-range__chip"
            data-testid={`${testIdPrefix}-quick-${range}`}
            onPress={() => {
              const now = new Date();
              const chosen = withinOneMonth(quickRange(range, now), now);
              setFields({ start: toLocalInput(chosen.start), end: toLocalInput(chosen.end) });
              setClamped(chosen.clamped ? { range, month: chosen.start } : null);
              setError(null);
            }}
          >
            {t(QUICK_KEYS[range])}
          </Button>
        ))}
      </div>
      <div className="track-range__fields">
        <DateTimeField
          label={t('trackPlayback.start')}
          kind="second"
          testId={`${testIdPrefix}-start-input`}
          value={fields.start}
          onChange={(start) => {
            setFields({ ...fields, start });
            setClamped(null);
          }}
        />
        <DateTimeField
          label={t('trackPlayback.end')}
          kind="second"
          testId={`${testIdPrefix}-end-input`}
          value={fields.end}
          onChange={(end) => {
            setFields({ ...fields, end });
            setClamped(null);
          }}
        />
        <Button type="submit" variant="primary" isDisabled={busy} data-testid={`${testIdPrefix}-query`}>
          {queryLabel ?? t('trackPlayback.query')}
        </Button>
      </div>
      {clamped && !error ? (
        <p className="track-range__note" role="status" data-testid={`${testIdPrefix}-range-clamped`}>
          {t('trackPlayback.range.clamped', { range: t(QUICK_KEYS[clamped.range]), month: intl.formatDate(clamped.month, { month: 'long', year: 'numeric' }) })}
        </p>
      ) : null}
      {error && (
        <p className="track-range__error" role="alert" data-testid={`${testIdPrefix}-range-error`} data-error={error}>
          {t(RANGE_ERROR_KEYS[error], { max: TrackLimits.maxSpanDays })}
        </p>
      )}
    </form>
  );
}
