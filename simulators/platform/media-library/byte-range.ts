/** One satisfiable byte range, both ends inclusive (RFC 9110 §14.1.2). */
export type ByteRange = { readonly start: number; readonly end: number };

/**
 * A Range header against a file of `size` bytes: null when there is none or it is not a single
 * bytes range we serve (the whole file is sent, as RFC 9110 allows), 'unsatisfiable' for a range
 * that starts past the end (416), else the range clamped to the file.
 */
export function parseByteRange(header: string | undefined, size: number): ByteRange | 'unsatisfiable' | null {
  if (!header) return null;
  const match = /^bytes=(\d*)-(\d*)$/.exec(header.trim());
  if (!match) return null;
  const [, from = '', to = ''] = match;
  if (from === '' && to === '') return null;
  if (from === '') {
    // A suffix: the last N bytes.
    const suffix = Number(to);
    if (suffix === 0 || size === 0) return 'unsatisfiable';
    return { start: Math.max(0, size - suffix), end: size - 1 };
  }
  const start = Number(from);
  const end = to === '' ? size - 1 : Math.min(Number(to), size - 1);
  if (start >= size) return 'unsatisfiable';
  if (end < start) return null;
  return { start, end };
}
