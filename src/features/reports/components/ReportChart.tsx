import { Bar, BarChart, CartesianGrid, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import type { ReportDay } from '../../../../protocol/index.ts';
import { useT, type MessageKey } from '../../../ui/index.ts';
import { chartUnit, chartValue, type ChartUnit, type ReportColumn } from '../model/reportModules.ts';

const UNIT_KEY: Readonly<Record<ChartUnit, MessageKey | null>> = {
  count: null,
  seconds: 'reports.unit.seconds',
  minutes: 'reports.unit.minutes',
  hours: 'reports.unit.hours',
  km: 'reports.unit.km',
};

/** The report's first figure per day of the range, durations in a unit that fits, distances in km. */
export function ReportChart({ days, column }: { readonly days: readonly ReportDay[]; readonly column: ReportColumn }) {
  const t = useT();
  const unit = chartUnit(column.format, Math.max(0, ...days.map((day) => day.figures[column.figure] ?? 0)));
  const data = days.map((day) => ({ day: day.day.slice(5), value: chartValue(day.figures[column.figure] ?? 0, unit) }));
  const unitKey = UNIT_KEY[unit];
  const name = unitKey ? `${t(column.titleKey).replace(/\s*\(.*\)$/, '')} (${t(unitKey)})` : t(column.titleKey);
  return (
    <figure className="reports-chart" data-testid="report-chart" data-unit={unit} aria-label={`${t('reports.chart')}: ${name}`}>
      <figcaption className="reports-chart__caption">
        {t('reports.chart')}: {name}
      </figcaption>
      <ResponsiveContainer width="100%" height={220}>
        <BarChart data={data} margin={{ top: 8, right: 8, bottom: 0, left: 0 }}>
          <CartesianGrid strokeDasharray="3 3" strokeOpacity={0.3} />
          <XAxis dataKey="day" tick={{ fontSize: 11 }} />
          <YAxis tick={{ fontSize: 11 }} allowDecimals={column.format !== 'count'} />
          <Tooltip />
          <Bar dataKey="value" name={name} fill="var(--primary, #1677ff)" isAnimationActive={false} />
        </BarChart>
      </ResponsiveContainer>
    </figure>
  );
}
