import { useMemo, type ComponentProps } from 'react';
import Markdown, { defaultUrlTransform, type Components } from 'react-markdown';
import { manualScreenshotOf, manualScreenshotPath, type ManualSection } from '../../../../protocol/index.ts';

/** Screenshots (`screenshots/map.png`) come from the platform's help host; other addresses pass react-markdown's own check. */
function urlOf(url: string, key: string): string | null {
  const screenshot = manualScreenshotOf(url);
  if (screenshot) return manualScreenshotPath(screenshot);
  return key === 'src' ? null : defaultUrlTransform(url);
}

/** Headings keep the manual's section ids (section-1, …: the contents' anchors); screenshots load as they scroll into view. */
function components(sections: readonly ManualSection[]): Components {
  const byLine = new Map(sections.map((section) => [section.line, section.id]));
  return {
    h2: ({ node, children }) => <h2 id={byLine.get(node?.position?.start.line ?? -1)}>{children}</h2>,
    img: ({ src, alt }: ComponentProps<'img'>) => <img className="manual__screenshot" src={typeof src === 'string' ? src : undefined} alt={alt ?? ''} loading="lazy" />,
  };
}

/**
 * The manual's Markdown as React elements: react-markdown drops raw HTML (skipHtml) and unsafe link
 * protocols; the emulator's download renders the same Markdown with the same options
 * (simulators/platform/http/manual-document.ts).
 */
export function ManualMarkdown({ markdown, sections }: { markdown: string; sections: readonly ManualSection[] }) {
  const parts = useMemo(() => components(sections), [sections]);
  return (
    <Markdown skipHtml urlTransform={urlOf} components={parts}>
      {markdown}
    </Markdown>
  );
}
