import { describe, expect, it } from 'vitest';
import { BOM, exportFileName, neutralise, toCsv } from './exportFile.ts';
import { exportRows } from './reportTable.ts';
import { chartUnit, chartValue, formatFigure, moduleOfPath, REPORT_MODULES } from './reportModules.ts';

describe('report exports', () => {
  it('writes RFC 4180 CSV: CRLF lines, quoted fields with commas, quotes and line breaks, a UTF-8 BOM', () => {
    const csv = toCsv([
      ['Name', 'n'],
      ['plain', 1],
      ['a,b', 2],
      ['say "hi"', 3],
      ['two\nlines', 4],
      ['中文 Ünïcode', 5],
    ]);
    expect(csv.startsWith(BOM)).toBe(true);
    expect(csv.slice(1)).toBe('Name,n\r\nplain,1\r\n"a,b",2\r\n"say ""hi""",3\r\n"two\nlines",4\r\n中文 Ünïcode,5\r\n');
  });

  it('keeps text from running as a spreadsheet formula', () => {
    expect(neutralise('=HYPERLINK("x")')).toBe('\'=HYPERLINK("x")');
    expect(neutralise('-1')).toBe("'-1");
    expect(neutralise('Radio 1')).toBe('Radio 1');
    expect(toCsv([['=1+1', 1]]).slice(1)).toBe("'=1+1,1\r\n");
  });

  it('names files after the report and the range', () => {
    const start = new Date(2026, 4, 14, 0, 0).getTime();
    const end = new Date(2026, 4, 16, 23, 59).getTime();
    expect(exportFileName('gps-data', { start, end }, 'xlsx')).toBe('report-gps-data_20260514-0000_20260516-2359.xlsx');
  });

  it('exports the rows as the table shows them, with totals', () => {
    const online = REPORT_MODULES.find((module) => module.id === 'online')!;
    const rows = [
      { msId: '1', name: 'A', figures: { onlineMs: 3_723_000, sessions: 2 } },
      { msId: '2', name: 'B', figures: { onlineMs: 1_000, sessions: 1 } },
    ];
    expect(exportRows(online, rows, ['Name', 'ID', 'Online', 'Sessions'], 'Total')).toEqual([
      ['Name', 'ID', 'Online', 'Sessions'],
      ['A', '1', '1:02:03', 2],
      ['B', '2', '0:00:01', 1],
      ['Total', '', '1:02:04', 3],
    ]);
    expect(formatFigure(12_345, 'distance')).toBe('12.345');
  });

  it('finds the report of a path, its -child twin, and the first one for /reports/report', () => {
    expect(moduleOfPath('/reports/gps-data').id).toBe('gps');
    expect(moduleOfPath('/reports/emergcy-alarm-report-child').id).toBe('emergencyAlarm');
    expect(moduleOfPath('/reports/report').id).toBe('online');
  });

  it('charts durations in a unit that keeps short times visible', () => {
    expect(chartUnit('duration', 1_500)).toBe('seconds');
    expect(chartValue(1_500, 'seconds')).toBe(1.5);
    expect(chartUnit('duration', 5 * 60_000)).toBe('minutes');
    expect(chartUnit('duration', 3 * 3_600_000)).toBe('hours');
    expect(chartValue(5_400_000, 'hours')).toBe(1.5);
    expect(chartUnit('distance', 10)).toBe('km');
    expect(chartUnit('count', 10)).toBe('count');
  });
});
