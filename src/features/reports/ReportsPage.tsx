import { useRef, useState } from 'react';
import { NavLink, useLocation } from 'react-router-dom';
import { TrackLimits, type ReportRange } from '../../../protocol/index.ts';
import { Button, useT, type MessageKey } from '../../ui/index.ts';
import { TimeRangeForm, useQueryOnOpen } from '../track-playback/index.ts';
import { ReportChart } from './components/ReportChart.tsx';
import { ReportTable } from './components/ReportTable.tsx';
import { downloadCsv, downloadXlsx, exportFileName } from './model/exportFile.ts';
import { queryErrorKey, queryReport, type ReportResult, type ReportsDs } from './model/queryReport.ts';
import { moduleOfPath, REPORT_MODULES, reportPath, type ReportModule } from './model/reportModules.ts';
import { exportRows, totalsOf } from './model/reportTable.ts';
import './reports.css';

/** The reports (SPEC §2 /reports/report and its screens): a tab per report, each with the same range form. */
export function ReportsPage({ ds }: { ds: ReportsDs }) {
  const t = useT();
  const { pathname } = useLocation();
  const module = moduleOfPath(pathname);
  const child = pathname.endsWith('-child');
  return (
    <section className="reports-page" data-testid="reports-page" data-report={module.id}>
      <header className="reports-page__header">
        <h1 className="reports-page__title">{t('reports.menu')}</h1>
        <nav className="reports-page__tabs" aria-label={t('reports.tabs')}>
          {REPORT_MODULES.map((entry) => (
            <NavLink
              key={entry.id}
              to={child && entry.childTwin ? `${reportPath(entry)}-child` : reportPath(entry)}
              className={`reports-page__tab${entry.id === module.id ? ' is-active' : ''}`}
              aria-current={entry.id === module.id ? 'page' : undefined}
              data-testid={`report-tab-${entry.screen}`}
            >
              {t(entry.titleKey)}
            </NavLink>
          ))}
        </nav>
      </header>
      {/* A new key per report: each screen starts with its own result, today's. */}
      <ReportScreen key={module.id} ds={ds} module={module} />
    </section>
  );
}

function ReportScreen({ ds, module }: { ds: ReportsDs; module: ReportModule }) {
  const t = useT();
  const [result, setResult] = useState<ReportResult | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<MessageKey | null>(null);
  const generation = useRef(0);

  const run = (range: ReportRange) => {
    const mine = (generation.current += 1);
    setBusy(true);
    queryReport(ds, module, range).then(
      (answer) => {
        if (mine !== generation.current) return;
        setBusy(false);
        setError(null);
        setResult(answer);
      },
      (failure: unknown) => {
        if (mine !== generation.current) return;
        setBusy(false);
        setError(queryErrorKey(failure));
      },
    );
  };

  // Each screen opens with today's report under way.
  const today = useQueryOnOpen(run);

  const rowsToExport = () => {
    const headers = [t('reports.column.name'), t('reports.column.msId'), ...module.columns.map((column) => t(column.titleKey))];
    return exportRows(module, result!.rows, headers, t('reports.total'));
  };
  const exportAs = (extension: 'csv' | 'xlsx') => {
    const name = exportFileName(module.screen, result!.desc, extension);
    if (extension === 'csv') downloadCsv(rowsToExport(), name);
    else downloadXlsx(rowsToExport(), name).catch(() => setError('reports.error.export'));
  };

  return (
    <div className="reports-screen" data-testid={`report-${module.screen}`} aria-busy={busy}>
      <h2 className="reports-screen__title">{t(module.titleKey)}</h2>
      <TimeRangeForm busy={busy} testIdPrefix="report" queryLabel={t('reports.query')} onQuery={run} initial={today} />
      {error ? (
        <p className="ui-field__error" role="alert" data-testid="report-error">
          {t(error, { max: TrackLimits.maxSpanDays })}
        </p>
      ) : null}
      {result ? (
        <>
          <div className="reports-screen__actions">
            <Button variant="secondary" data-testid="report-export-csv" isDisabled={result.rows.length === 0} onPress={() => exportAs('csv')}>
              {t('reports.exportCsv')}
            </Button>
            <Button variant="secondary" data-testid="report-export-xlsx" isDisabled={result.rows.length === 0} onPress={() => exportAs('xlsx')}>
              {t('reports.exportXlsx')}
            </Button>
          </div>
          <ReportChart desc={result.desc} column={module.columns[0]!} />
          <ReportTable module={module} rows={result.rows} totals={totalsOf(module, result.rows)} />
        </>
      ) : busy ? (
        <p className="reports-page__empty" role="status" aria-busy="true" data-testid="report-loading">
          {t('reports.loading')}
        </p>
      ) : (
        <p className="reports-page__empty">{t('reports.hint')}</p>
      )}
    </div>
  );
}
