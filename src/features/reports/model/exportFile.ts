/**
 * Exports of a report's table: CSV by RFC 4180 (CRLF lines; a field with a comma, quote, CR or LF is
 * quoted and its quotes doubled) with a UTF-8 byte order mark so Excel reads it as UTF-8, and XLSX.
 */
export type Cell = string | number;

/** Text that a spreadsheet would run as a formula (=, +, -, @, tab, CR) starts with a quote instead: names come from the network. */
export function neutralise(text: string): string {
  return /^[=+\-@\t\r]/.test(text) ? `'${text}` : text;
}

function csvField(cell: Cell): string {
  const text = typeof cell === 'number' ? String(cell) : neutralise(cell);
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

export const BOM = '\uFEFF';

export function toCsv(rows: readonly (readonly Cell[])[]): string {
  return BOM + rows.map((row) => row.map(csvField).join(',')).join('\r\n') + '\r\n';
}

const localDay = (time: number) => {
  const at = new Date(time);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${at.getFullYear()}${pad(at.getMonth() + 1)}${pad(at.getDate())}-${pad(at.getHours())}${pad(at.getMinutes())}`;
};

/** `report-<screen>_<start>_<end>.<ext>` in the dispatcher's local time. */
export const exportFileName = (screen: string, range: { start: number; end: number }, extension: 'csv' | 'xlsx'): string =>
  `report-${screen}_${localDay(range.start)}_${localDay(range.end)}.${extension}`;

export function download(blob: Blob, name: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  link.rel = 'noopener';
  document.body.append(link);
  link.click();
  link.remove();
  // The download has its own copy once started; a tick later the URL can go.
  setTimeout(() => URL.revokeObjectURL(url), 1_000);
}

export function downloadCsv(rows: readonly (readonly Cell[])[], name: string): void {
  download(new Blob([toCsv(rows)], { type: 'text/csv;charset=utf-8' }), name);
}

/** XLSX through write-excel-file (loaded on first export): numbers stay numbers, text stays text. */
export async function downloadXlsx(rows: readonly (readonly Cell[])[], name: string): Promise<void> {
  const { default: writeXlsxFile } = await import('write-excel-file/browser');
  const sheet = rows.map((row) => row.map((cell) => (typeof cell === 'number' ? { value: cell, type: Number } : { value: neutralise(cell), type: String })));
  download(await writeXlsxFile(sheet).toBlob(), name);
}
