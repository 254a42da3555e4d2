/**
 * A date, date-and-time or time field in the console's language. The browser's own date inputs
 * lay out and word their parts in the browser's language (a French console showed "11/28/2026,
 * 12:00:00 AM"); these segments follow the locale of the I18nProvider around the app. The value
 * stays the string a native input would give, so forms and their checks are unchanged:
 * 'YYYY-MM-DD', 'YYYY-MM-DDTHH:mm', 'YYYY-MM-DDTHH:mm:ss' or 'HH:mm', and '' while incomplete.
 */
import { parseDate, parseDateTime, parseTime, type CalendarDate, type CalendarDateTime, type Time } from '@internationalized/date';
import { useContext, useEffect } from 'react';
import { DateField, DateFieldStateContext, DateInput, DateSegment, Label, TimeField, TimeFieldStateContext } from 'react-aria-components';

export type DateTimeKind = 'date' | 'minute' | 'second' | 'time';

type DateTimeFieldProps = {
  label: string;
  kind: DateTimeKind;
  value: string;
  onChange: (value: string) => void;
  /** data-testid of the segments' group; it carries the value, to the kind's precision, as `data-value`. */
  testId?: string;
  isDisabled?: boolean;
  isInvalid?: boolean;
};

/** The value as the field's type, or null when empty or not in the kind's format. */
function parse(kind: DateTimeKind, value: string): CalendarDate | CalendarDateTime | Time | null {
  if (value === '') return null;
  try {
    if (kind === 'date') return parseDate(value);
    if (kind === 'time') return parseTime(value);
    return parseDateTime(value);
  } catch {
    return null;
  }
}

/** The native input's string: ISO, to the kind's precision. */
function format(kind: DateTimeKind, value: CalendarDate | CalendarDateTime | Time | null): string {
  if (!value) return '';
  const text = value.toString();
  if (kind === 'minute') return text.slice(0, 16);
  if (kind === 'second') return text.slice(0, 19);
  if (kind === 'time') return text.slice(0, 5);
  return text;
}

/**
 * React Aria keeps the last complete value when one part is cleared and says nothing; the field then
 * shows an empty part while the form still holds the date. An incomplete field is '' (as a native input).
 */
function IncompleteIsEmpty({ value, onChange }: { value: string; onChange: (value: string) => void }) {
  const dateState = useContext(DateFieldStateContext);
  const timeState = useContext(TimeFieldStateContext);
  const state = dateState ?? timeState;
  const incomplete = state?.segments.some((segment) => segment.isEditable && segment.isPlaceholder) ?? false;
  useEffect(() => {
    if (incomplete && value !== '') onChange('');
  }, [incomplete, value, onChange]);
  return null;
}

export function DateTimeField({ label, kind, value, onChange, testId, isDisabled, isInvalid }: DateTimeFieldProps) {
  const parsed = parse(kind, value);
  const input = (
    <DateInput className="ui-input ui-date-input" data-testid={testId} data-value={format(kind, parsed)}>
      {(segment) => <DateSegment segment={segment} className="ui-date-segment" />}
    </DateInput>
  );
  const common = { className: 'ui-field', isDisabled, isInvalid, shouldForceLeadingZeros: true } as const;
  if (kind === 'time') {
    return (
      <TimeField {...common} value={parsed as Time | null} onChange={(next) => onChange(format(kind, next))}>
        <Label className="ui-field__label">{label}</Label>
        {input}
        <IncompleteIsEmpty value={value} onChange={onChange} />
      </TimeField>
    );
  }
  return (
    <DateField
      {...common}
      granularity={kind === 'date' ? 'day' : kind}
      value={parsed as CalendarDate | CalendarDateTime | null}
      onChange={(next) => onChange(format(kind, next))}
    >
      <Label className="ui-field__label">{label}</Label>
      {input}
      <IncompleteIsEmpty value={value} onChange={onChange} />
    </DateField>
  );
}
