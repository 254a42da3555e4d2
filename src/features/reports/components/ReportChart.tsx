import { Bar, BarChart, CartesianGrid, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import type { ReportDay } from '../../../../protocol/index.ts';
import { useT } from '../../../ui/index.ts';
import { chartValue, type ReportColumn } from '../model/reportModules.ts';

/** The report's first figure per day of the range (hours for durations, km for distances). */
export function ReportChart({ days, column }: { readonly days: readonly ReportDay[]; readonly column: ReportColumn }) {
  const t = useT();
  const data = days.map((day) => ({ day: day.day.slice(5), value: chartValue(day.figures[column.figure] ?? 0, column.format) }));
  const name = t(column.titleKey);
  return (
    <figure className="reports-chart" data-testid="report-chart" aria-label={`${t('reports.chart')}: ${name}`}>
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
