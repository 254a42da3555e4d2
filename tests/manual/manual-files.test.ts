import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { Feature, MANUAL_LANGUAGES, manualScreenshotOf, manualSections, type ManualLanguage } from '../../protocol/index.ts';
import { CATALOGUE_LOADERS, type Catalogue, type MessageKey } from '../../src/app/i18n/catalogues.ts';
import { menuItems, ROUTES } from '../../src/app/routes/routeTable.ts';
import { PNG_BUDGET_BYTES } from './compressPng.ts';

/**
 * docs/manual/: six languages of one manual. Each has the same sections and the same screenshots in
 * the same order; every label in bold is one the console shows in that language (its catalogue);
 * every module of the menu and every header control is in it; every screenshot exists, is
 * referenced and is small.
 */
const MANUAL = path.resolve(import.meta.dirname, '../../docs/manual');
const SCREENSHOTS = path.join(MANUAL, 'screenshots');
const read = (language: ManualLanguage) => readFileSync(path.join(MANUAL, `${language}.md`), 'utf8');
const CATALOGUES = Object.fromEntries(await Promise.all(MANUAL_LANGUAGES.map(async (language) => [language, await CATALOGUE_LOADERS[language]()] as const))) as Record<ManualLanguage, Catalogue>;

const imagesOf = (markdown: string) => [...markdown.matchAll(/!\[[^\]]*\]\(([^)\s]+)\)/g)].map((match) => match[1]!);
/** A screenshot taken in a language of its own (<name>-ru-ru.png) stands where the others show <name>.png. */
const LOCALISED = new RegExp(`-(?:${MANUAL_LANGUAGES.map((language) => language.toLowerCase()).join('|')})\\.png$`);
const unlocalised = (url: string) => url.replace(LOCALISED, '.png');
const boldOf = (markdown: string) => [...markdown.replace(/`[^`]*`/g, '').matchAll(/\*\*(.+?)\*\*/g)].map((match) => match[1]!);

/** What a catalogue message can show: the text itself, each plural or select branch, arguments as "anything". */
function shownForms(message: string): RegExp[] {
  const escape = (text: string) => text.replace(/[.*+?^$()|[\]\\]/g, '\\$&');
  const pattern = (text: string) => new RegExp(`^${escape(text).replace(/\{[^{}]*\}/g, '.+').replace(/#/g, '\\d+')}$`);
  const branches = [...message.matchAll(/(?:=\d+|zero|one|two|few|many|other)\s*\{([^{}]*)\}/g)].map((match) => match[1]!);
  // A count in brackets after a button's name ("Manage tones (3)") may be left out.
  const uncounted = message.replace(/\s*[(（]\{[^{}]*\}[)）]$/, '');
  return [pattern(message), pattern(uncounted), ...branches.map(pattern)];
}

const labelsOf = (catalogue: Catalogue) => Object.values(catalogue).flatMap((message) => shownForms(message));

describe('the user manual (docs/manual)', () => {
  const english = read('en-US');
  const sections = manualSections(english);

  it('has the same sections and the same screenshots, in the same order, in all six languages', () => {
    expect(sections.length).toBeGreaterThan(20);
    for (const language of MANUAL_LANGUAGES) {
      const markdown = read(language);
      expect(manualSections(markdown).length, language).toBe(sections.length);
      expect(imagesOf(markdown).map(unlocalised), language).toEqual(imagesOf(english));
      // A language's own screenshot is its own: no manual shows another language's.
      expect(imagesOf(markdown).filter((url) => LOCALISED.test(url) && !url.endsWith(`-${language.toLowerCase()}.png`)), language).toEqual([]);
      expect(markdown.split(/\r?\n/).filter((line) => /^### /.test(line)).length, language).toBe(english.split(/\r?\n/).filter((line) => /^### /.test(line)).length);
    }
  });

  it.each(MANUAL_LANGUAGES)('%s: every label in bold is one the console shows in that language', (language) => {
    const labels = labelsOf(CATALOGUES[language]);
    const unknown = boldOf(read(language)).filter((bold) => !labels.some((label) => label.test(bold)));
    expect(unknown).toEqual([]);
  });

  it.each(MANUAL_LANGUAGES)('%s: names every module of the side menu and every header control', (language) => {
    const markdown = read(language);
    const catalogue = CATALOGUES[language];
    const named = new Set([...manualSections(markdown).map((section) => section.title), ...boldOf(markdown), ...[...markdown.matchAll(/^### +(.+)$/gm)].map((match) => match[1]!)]);
    const modules = menuItems(ROUTES, new Set(Object.values(Feature))).map((item) => catalogue[item.titleKey as MessageKey]);
    const header: MessageKey[] = ['header.refresh', 'header.fullscreen', 'header.volume', 'header.userManual', 'header.releaseNotes', 'header.downloadManual', 'header.mobileApp', 'calls.handled.title', 'missedCalls.title', 'header.changePassword', 'header.settings', 'header.exit', 'settings.keyManagement', 'settings.customSkins'];
    const missing = [...modules, ...header.map((key) => catalogue[key])].filter((label) => !named.has(label));
    expect(missing).toEqual([]);
  });

  it('shows only screenshots that exist, and every screenshot is shown and small', () => {
    const referenced = MANUAL_LANGUAGES.flatMap((language) => imagesOf(read(language))).map((url) => manualScreenshotOf(url));
    expect(referenced).not.toContain(null);
    expect(referenced).toContain('map.png');
    const files = readdirSync(SCREENSHOTS).filter((file) => file.endsWith('.png'));
    expect([...new Set(referenced)].sort()).toEqual(files.sort());
    for (const file of files) expect(statSync(path.join(SCREENSHOTS, file)).size, file).toBeLessThanOrEqual(PNG_BUDGET_BYTES);
  });
});
