/** Help files the emulator serves to every visitor, signed in or not (docs/protocol.md "Help files"). */
export const HelpPaths = {
  /** CHANGELOG.md of the repository, as text/markdown. */
  releaseNotes: '/help/release-notes.md',
  /** The English manual's Markdown (docs/manual/en-US.md) as an attachment download. */
  manual: '/help/user-manual.md',
  /** The mobile app package (POC_MOBILE_APP_FILE on the emulator); 404 when none is configured. */
  mobileApp: '/help/mobile-app.apk',
  /** The file name the English Markdown download is saved under. */
  manualFileName: 'poc-console-user-manual.md',
  /** Folder of the manual's sources, documents and screenshots. */
  manualFolder: '/help/manual/',
} as const;

/** The languages the manual is written in: the console's six (docs/manual/<language>.md). */
export const MANUAL_LANGUAGES = ['zh-CN', 'en-US', 'tr-TR', 'es-ES', 'fr-FR', 'ru-RU'] as const;
export type ManualLanguage = (typeof MANUAL_LANGUAGES)[number];

export const isManualLanguage = (value: string): value is ManualLanguage => (MANUAL_LANGUAGES as readonly string[]).includes(value);

/** The manual's language for a console locale: the same, or English for one the manual is not written in. */
export const manualLanguageOf = (locale: string): ManualLanguage => (isManualLanguage(locale) ? locale : 'en-US');

/** The manual of a language as Markdown (text/markdown), which the console renders on /user-manual. */
export const manualSourcePath = (language: ManualLanguage): string => `${HelpPaths.manualFolder}${language}.md`;

/** The manual of a language as one self-contained HTML file (screenshots inlined), an attachment download. */
export const manualDownloadPath = (language: ManualLanguage): string => `${HelpPaths.manualFolder}${language}.html`;

/** The name that download is saved under. */
export const manualFileName = (language: ManualLanguage): string => `poc-console-user-manual-${language}.html`;

/** Screenshots: lower-case letters, digits and hyphens, .png (docs/manual/screenshots/<name>.png). */
export const MANUAL_SCREENSHOT_NAME = /^[a-z0-9]+(?:-[a-z0-9]+)*\.png$/;

/** How the Markdown names a screenshot, relative to the Markdown file. */
export const MANUAL_SCREENSHOT_PREFIX = 'screenshots/';

/** Where the emulator serves a screenshot (image/png). */
export const manualScreenshotPath = (file: string): string => `${HelpPaths.manualFolder}${MANUAL_SCREENSHOT_PREFIX}${file}`;

/** The screenshot file a Markdown image address names (`screenshots/map.png` → `map.png`), or null for anything else. */
export function manualScreenshotOf(url: string): string | null {
  if (!url.startsWith(MANUAL_SCREENSHOT_PREFIX)) return null;
  const file = url.slice(MANUAL_SCREENSHOT_PREFIX.length);
  return MANUAL_SCREENSHOT_NAME.test(file) ? file : null;
}

/** A section of the manual: one of its level-2 headings, with the id its heading gets when rendered. */
export type ManualSection = { readonly id: string; readonly title: string; readonly line: number };

/**
 * The manual's sections, in order: its `## Title` headings outside code fences, numbered from 1
 * (`section-1`, …). The six languages have the same sections in the same order, so an id names the
 * same section in each. `line` is the heading's line (from 1), as Markdown parsers report it.
 */
export function manualSections(markdown: string): ManualSection[] {
  const sections: ManualSection[] = [];
  let fenced = false;
  markdown.split(/\r?\n/).forEach((text, index) => {
    if (/^ {0,3}(```|~~~)/.test(text)) fenced = !fenced;
    const heading = fenced ? null : /^ {0,3}## +(.+?)(?: +#+)? *$/.exec(text);
    if (heading) sections.push({ id: `section-${sections.length + 1}`, title: heading[1]!, line: index + 1 });
  });
  return sections;
}
