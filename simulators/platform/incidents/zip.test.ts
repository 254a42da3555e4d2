import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { crc32, isSafeEntryName, unzipStored, zipStore } from './zip.ts';

const text = (value: string) => new TextEncoder().encode(value);
const hasUnzip = (() => {
  try {
    execFileSync('unzip', ['-v'], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
})();

describe('store-only zip', () => {
  it('computes the standard CRC-32', () => {
    expect(crc32(text('123456789'))).toBe(0xcbf4_3926);
    expect(crc32(new Uint8Array())).toBe(0);
  });

  it('reads back what it wrote: names (UTF-8 too), bytes, order', () => {
    const wav = new Uint8Array(5_000).map((_, i) => (i * 7) & 0xff);
    const entries = [
      { name: 'report.txt', data: text('Incident #1\nNote: Ünal saw smoke 火\n') },
      { name: 'audio/100-1700000000000-10000001.wav', data: wav },
      { name: 'empty.json', data: new Uint8Array() },
    ];
    const back = unzipStored(zipStore(entries, new Date(Date.UTC(2026, 10, 26, 5, 0, 0))));
    expect(back.map((entry) => entry.name)).toEqual(entries.map((entry) => entry.name));
    back.forEach((entry, i) => expect(Buffer.from(entry.data).equals(Buffer.from(entries[i]!.data))).toBe(true));
  });

  it('writes an empty archive as just its end record', () => {
    const zip = zipStore([]);
    expect(zip.length).toBe(22);
    expect(unzipStored(zip)).toEqual([]);
  });

  it('refuses names that would leave the folder, and repeated names', () => {
    for (const name of ['', '/etc/passwd', '../x', 'a/../../x', 'a\\b', 'a//b', './a']) expect(isSafeEntryName(name)).toBe(false);
    expect(isSafeEntryName('audio/a.wav')).toBe(true);
    expect(() => zipStore([{ name: '../evil', data: new Uint8Array() }])).toThrow(RangeError);
    expect(() => zipStore([{ name: 'a', data: new Uint8Array() }, { name: 'a', data: new Uint8Array() }])).toThrow(RangeError);
  });

  it('notices a damaged archive', () => {
    const zip = zipStore([{ name: 'a.txt', data: text('hello') }]);
    const damaged = zip.slice();
    const at = 30 + 'a.txt'.length;
    damaged[at] = damaged[at]! ^ 0xff;
    expect(() => unzipStored(damaged)).toThrow(/crc/);
    expect(() => unzipStored(text('not a zip at all, long enough to hold a record'))).toThrow(/not a zip/);
  });

  it.runIf(hasUnzip)('is read by Info-ZIP unzip, CRCs checked', () => {
    const dir = mkdtempSync(join(tmpdir(), 'zip-test-'));
    try {
      const file = join(dir, 'a.zip');
      writeFileSync(file, zipStore([{ name: 'report.txt', data: text('hello') }, { name: 'audio/x.wav', data: new Uint8Array(300).fill(9) }]));
      const tested = execFileSync('unzip', ['-t', file], { encoding: 'utf8' });
      expect(tested).toContain('No errors detected');
      expect(execFileSync('unzip', ['-p', file, 'report.txt'], { encoding: 'utf8' })).toBe('hello');
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
