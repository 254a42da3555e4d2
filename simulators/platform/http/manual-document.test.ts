import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { manualSections } from '../../../protocol/index.ts';
import { manualDocument, screenshotsNamed } from './manual-document.ts';

const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 1, 2, 3]);
const render = (markdown: string, images = new Map<string, Uint8Array>()) => manualDocument(markdown, 'en-US', images, 'Contents');
/** The document's body, after its head (title and style). */
const bodyOf = (html: string) => html.slice(html.indexOf('<body>'));

describe('the downloaded manual', () => {
  it('is one HTML document: its title, the contents of its sections with ids, steps and an inlined screenshot', () => {
    const markdown = '# User manual\n\nIntro.\n\n## Map monitoring\n\n1. Press **Road net**.\n2. Zoom.\n\n![The map](screenshots/map.png)\n\n## Logs\n\nText `F2`.\n';
    const html = render(markdown, new Map([['map.png', PNG]]));
    expect(html.startsWith('<!DOCTYPE html>\n<html lang="en-US"><head><meta charSet="utf-8"/>')).toBe(true);
    expect(html).toContain('<title>User manual</title>');
    expect(html).toContain('<body><header><h1>User manual</h1></header><nav aria-labelledby="contents"><p id="contents"><strong>Contents</strong></p><ol><li><a href="#section-1">Map monitoring</a></li><li><a href="#section-2">Logs</a></li></ol></nav>');
    expect(html).toContain('<h2 id="section-1">Map monitoring</h2>');
    expect(html).toContain('<h2 id="section-2">Logs</h2>');
    expect(html).toContain('<li>Press <strong>Road net</strong>.</li>');
    expect(html).toContain(`<img src="data:image/png;base64,${Buffer.from(PNG).toString('base64')}" alt="The map"/>`);
    expect(html).toContain('<code>F2</code>');
    // The style survives React's escaping of text (it holds no character React would turn into an entity).
    expect(html).toMatch(/<style>body \{[^<&]*\}<\/style>/);
  });

  it('drops raw HTML and unsafe links, escapes text, and inlines nothing but the named screenshots', () => {
    const markdown = [
      '# Manual <script>alert(1)</script>',
      '',
      'Hello <img src=x onerror=alert(1)> & "quotes" <b>bold</b> 1 < 2 > 0',
      '',
      '<div onclick="alert(1)">block</div>',
      '',
      '[bad](javascript:alert(1)) [data](data:text/html,<b>x</b>) [ok](https://example.org/?a=1&b=2)',
      '',
      '![outside](https://example.org/x.png) ![escape](screenshots/../../package.json) ![missing](screenshots/none.png)',
    ].join('\n');
    const body = bodyOf(render(markdown));
    expect(body).not.toMatch(/<script|<div|<b>|onerror|onclick|javascript:|data:text/);
    expect(body).toContain('Hello  &amp; &quot;quotes&quot; bold 1 &lt; 2 &gt; 0');
    expect(body).toContain('<a href="https://example.org/?a=1&amp;b=2">ok</a>');
    expect(body).toContain('<img alt="outside"/>');
    expect(body).toContain('<img alt="escape"/>');
    expect(body).toContain('<img alt="missing"/>');
  });

  it('a title with markup is text in the head', () => {
    const html = render('# A </title><script>x</script> manual\n');
    expect(html).toContain('<title>A &lt;/title&gt;&lt;script&gt;x&lt;/script&gt; manual</title>');
  });

  it('names the screenshots a manual shows, once each, and none outside the folder', () => {
    expect(screenshotsNamed('![a](screenshots/map.png) ![b](screenshots/home.png)\n![c](screenshots/map.png) ![d](screenshots/../x.png) ![e](other/y.png) ![f](<screenshots/sos.png>)')).toEqual(['map.png', 'home.png', 'sos.png']);
  });

  it('whatever the Markdown holds, no element but the renderer\'s own and no script comes out (fuzz)', () => {
    const allowed = new Set(['header', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'p', 'strong', 'em', 'code', 'pre', 'ol', 'ul', 'li', 'a', 'img', 'br', 'hr', 'blockquote', 'nav', 'main', 'body', 'html', 'head', 'meta', 'title', 'style', 'del', 'input', 'table', 'thead', 'tbody', 'tr', 'th', 'td', 'sup', 'section']);
    const pieces = fc.constantFrom('<script>alert(1)</script>', '<img src=x onerror=alert(1)>', '<a href="javascript:x">', '[l](javascript:alert(1))', '![i](screenshots/map.png)', '**b**', '`c`', '## H', '\n', '\n\n', '1. ', '- ', '&amp;', '<', '>', '"', "'", '<svg onload=x>', '<iframe>', 'text', '# T', '```\n<script>\n```');
    fc.assert(
      fc.property(fc.array(pieces, { maxLength: 30 }), (parts) => {
        const html = render(parts.join(''), new Map([['map.png', PNG]]));
        // Text is escaped (a "<" of the Markdown comes out as &lt;), so every "<" followed by a letter opens a real element.
        const elements = [...html.matchAll(/<\/?([a-zA-Z][\w-]*)([^>]*)>/g)];
        expect(elements.map((match) => match[1]!.toLowerCase()).filter((tag) => !allowed.has(tag))).toEqual([]);
        expect(elements.map((match) => match[2]!).filter((attributes) => /\son\w+=|javascript:/i.test(attributes))).toEqual([]);
      }),
      { numRuns: 300, seed: 36 },
    );
  });

  it('gives every level-2 heading the id of its section, outside code fences', () => {
    const markdown = '# T\n\n## One\n\n```\n## not a heading\n```\n\n## Two ##\n';
    expect(manualSections(markdown)).toEqual([
      { id: 'section-1', title: 'One', line: 3 },
      { id: 'section-2', title: 'Two', line: 9 },
    ]);
    const body = bodyOf(render(markdown));
    expect(body).toContain('<h2 id="section-1">One</h2>');
    expect(body).toContain('<h2 id="section-2">Two</h2>');
    expect(body).toContain('## not a heading');
  });
});
