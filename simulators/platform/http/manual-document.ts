import { createElement, type ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import Markdown, { defaultUrlTransform, type Components } from 'react-markdown';
import { manualScreenshotOf, manualSections, type ManualLanguage, type ManualSection } from '../../../protocol/index.ts';

/** The screenshots a manual shows, by file name (`map.png`), as PNG bytes. */
export type ManualImages = ReadonlyMap<string, Uint8Array>;

/** Every screenshot file the Markdown's images name (`![…](screenshots/map.png)`), once each, in order. */
export function screenshotsNamed(markdown: string): string[] {
  const files = new Set<string>();
  for (const match of markdown.matchAll(/!\[[^\]]*\]\(\s*<?([^)\s>]+)>?/g)) {
    const file = manualScreenshotOf(match[1]!);
    if (file) files.add(file);
  }
  return [...files];
}

/**
 * Styles of the downloaded file. React escapes a style element's text like any other (`>` and
 * quotes would come out as entities and break the rule), so these rules use neither.
 */
const STYLE = [
  'body { margin: 0; background: #f6f7f9; color: #1c2430; font: 16px/1.6 system-ui, sans-serif; }',
  'header, nav, main { max-width: 860px; margin: 0 auto; padding: 0 24px; }',
  'header { padding-top: 24px; }',
  'main { padding-bottom: 48px; }',
  'h1 { font-size: 2em; margin: 0.4em 0; }',
  'h2 { margin-top: 2em; padding-top: 0.6em; border-top: 1px solid #d5dae1; }',
  'img { display: block; max-width: 100%; height: auto; margin: 12px 0; border: 1px solid #c4cad3; border-radius: 6px; }',
  'code { background: #e8ebf0; padding: 0 4px; border-radius: 4px; }',
  'li { margin: 4px 0; }',
  '@media print { h2 { break-before: page; } img { break-inside: avoid; } }',
].join('\n');

/**
 * The manual of one language as one self-contained HTML document: the same Markdown the console
 * renders on /user-manual, through the same renderer (react-markdown: raw HTML in the Markdown is
 * dropped, unsafe link protocols removed, every text escaped by React), with each screenshot
 * inlined as a data: URI so the file opens anywhere, offline. A screenshot missing from `images`
 * loses its address and shows its alternative text.
 */
export function manualDocument(markdown: string, language: ManualLanguage, images: ManualImages, contentsLabel: string): string {
  const sections = manualSections(markdown);
  const heading = /^# +(.+?)[ \t]*$/m.exec(markdown);
  const title = heading?.[1] ?? 'User manual';
  // The title goes above the contents: its line leaves the Markdown (as an empty line, so the headings keep their line numbers).
  const rest = heading ? markdown.slice(0, heading.index) + markdown.slice(heading.index + heading[0].length) : markdown;
  const inline = (url: string, key: string): string | null => {
    if (key !== 'src') return defaultUrlTransform(url);
    const file = manualScreenshotOf(url);
    const png = file ? images.get(file) : undefined;
    return png ? `data:image/png;base64,${Buffer.from(png).toString('base64')}` : null;
  };
  const body = createElement(Markdown, { skipHtml: true, urlTransform: inline, components: headingIds(sections) }, rest);
  const contents = createElement(
    'nav',
    { 'aria-labelledby': 'contents' },
    createElement('p', { id: 'contents' }, createElement('strong', null, contentsLabel)),
    createElement('ol', null, ...sections.map((section) => createElement('li', { key: section.id }, createElement('a', { href: `#${section.id}` }, section.title)))),
  );
  const document = createElement(
    'html',
    { lang: language },
    createElement(
      'head',
      null,
      createElement('meta', { charSet: 'utf-8' }),
      createElement('meta', { name: 'viewport', content: 'width=device-width, initial-scale=1' }),
      createElement('title', null, title),
      createElement('style', null, STYLE),
    ),
    createElement('body', null, createElement('header', null, createElement('h1', null, title)), contents, createElement('main', null, body)),
  );
  return `<!DOCTYPE html>\n${renderToStaticMarkup(document)}\n`;
}

/** Level-2 headings get their section's id (section-1, …), so the contents' links and /user-manual#section-n land on them. */
export function headingIds(sections: readonly ManualSection[]): Components {
  const byLine = new Map(sections.map((section) => [section.line, section.id]));
  return {
    h2: ({ node, children }: { node?: { position?: { start: { line: number } } }; children?: ReactNode }) =>
      createElement('h2', { id: byLine.get(node?.position?.start.line ?? -1) }, children),
  };
}
