import { Bar, BarChart, CartesianGrid, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import type { ReportDesc } from '../../../../protocol/index.ts';
import { useT, type MessageKey } from '../../../ui/index.ts';
import { chartBuckets } from '../model/chartBuckets.ts';
import { chartUnit, chartValue, type ChartUnit, type ReportColumn } from '../model/reportModules.ts';

const UNIT_KEY: Readonly<Record<ChartUnit, MessageKey | null>> = {
  count: null,
  seconds: 'reports.unit.seconds',
  minutes: 'reports.unit.minutes',
  hours: 'reports.unit.hours',
  km: 'reports.unit.km',
};

const TOOLTIP_BOX = { background: 'var(--color-surface)', border: '1px solid var(--color-border-strong)', color: 'var(--color-text)' } as const;
const TOOLTIP_TEXT = { color: 'var(--color-text)' } as const;

/**
 * The report's first figure per hour of a one-day range, per day of a longer one (model/chartBuckets.ts),
 * durations in a unit that fits, distances in km.
 */
export function ReportChart({ desc, column }: { readonly desc: ReportDesc; readonly column: ReportColumn }) {
  const t = useT();
  const { bucket, points } = chartBuckets(desc, column.figure);
  const unit = chartUnit(column.format, Math.max(0, ...points.map((point) => point.value)));
  const data = points.map((point) => ({ bucket: point.label, value: chartValue(point.value, unit) }));
  const unitKey = UNIT_KEY[unit];
  const per = t(bucket === 'hour' ? 'reports.chart.hour' : 'reports.chart');
  const name = unitKey ? `${t(column.titleKey).replace(/\s*\(.*\)$/, '')} (${t(unitKey)})` : t(column.titleKey);
  return (
    <figure className="reports-chart" data-testid="report-chart" data-unit={unit} data-bucket={bucket} data-buckets={points.length} aria-label={`${per}: ${name}`}>
      <figcaption className="reports-chart__caption">
        {per}: {name}
      </figcaption>
      <ResponsiveContainer width="100%" height={220}>
        <BarChart data={data} margin={{ top: 8, right: 8, bottom: 0, left: 0 }}>
          <CartesianGrid strokeDasharray="3 3" strokeOpacity={0.3} />
          <XAxis dataKey="bucket" tick={{ fontSize: 11 }} />
          <YAxis tick={{ fontSize: 11 }} allowDecimals={column.format !== 'count'} />
          {/* The theme's own surface and text: recharts' white box and bar-coloured names fail contrast (axe). */}
          <Tooltip contentStyle={TOOLTIP_BOX} labelStyle={TOOLTIP_TEXT} itemStyle={TOOLTIP_TEXT} cursor={{ fill: 'var(--color-primary-soft)' }} />
          <Bar dataKey="value" name={name} fill="var(--primary, #1677ff)" isAnimationActive={false} />
        </BarChart>
      </ResponsiveContainer>
    </figure>
  );
}
