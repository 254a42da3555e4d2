import { describe, expect, it } from 'vitest';
import { REPORT_LANGUAGES, reportWords } from './report-words.ts';

describe("the words of an incident report", () => {
  it('exist in each of the console six languages, each its own', () => {
    const headings = REPORT_LANGUAGES.map((lang) => reportWords(lang).transmissions(2));
    expect(new Set(headings).size).toBe(REPORT_LANGUAGES.length);
    for (const lang of REPORT_LANGUAGES) {
      const words = reportWords(lang);
      expect(words.incident('7')).toContain('7');
      expect(words.window('A', 'B')).toMatch(/A.*B/);
      expect(words.positions(12)).toContain('12');
    }
  });

  it('fall back to English for a missing or unknown language', () => {
    expect(reportWords(undefined).note).toBe('Note:');
    expect(reportWords('de-DE').note).toBe('Note:');
    expect(reportWords('__proto__').note).toBe('Note:');
  });
});
