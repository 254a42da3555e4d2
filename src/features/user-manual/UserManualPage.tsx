import { useEffect, useMemo } from 'react';
import { manualLanguageOf, manualSections } from '../../../protocol/index.ts';
import { useIntl, useT } from '../../ui/index.ts';
import { ManualMarkdown } from './components/ManualMarkdown.tsx';
import { useManualSource } from './useManualSource.ts';
import './user-manual.css';

/**
 * The user manual of the console's language (docs/manual/<language>.md, served by the platform),
 * with its contents and screenshots. The Markdown is rendered by react-markdown without its raw
 * HTML, so whatever the file holds shows as text.
 */
export function UserManualPage() {
  const t = useT();
  const language = manualLanguageOf(useIntl().locale);
  const manual = useManualSource(language);
  const sections = useMemo(() => (manual.state === 'shown' ? manualSections(manual.markdown) : []), [manual]);
  // A link to a section (/user-manual#section-5) lands on it once the manual has loaded.
  useEffect(() => {
    if (manual.state === 'shown' && window.location.hash.length > 1) document.getElementById(decodeURIComponent(window.location.hash.slice(1)))?.scrollIntoView();
  }, [manual.state]);
  return (
    <div className="page manual" data-testid="user-manual" data-language={language} data-state={manual.state}>
      {manual.state === 'shown' ? (
        <>
          <nav className="manual__contents" aria-labelledby="manual-contents">
            <h2 id="manual-contents" className="manual__contents-title">
              {t('manual.contents')}
            </h2>
            <ol>
              {sections.map((section) => (
                <li key={section.id}>
                  <a href={`#${section.id}`}>{section.title}</a>
                </li>
              ))}
            </ol>
          </nav>
          <article className="manual__body" lang={language}>
            <ManualMarkdown markdown={manual.markdown} sections={sections} />
          </article>
        </>
      ) : (
        <>
          <h1 className="page__title">{t('manual.title')}</h1>
          <p role={manual.state === 'failed' ? 'alert' : 'status'} className={manual.state === 'failed' ? 'form-error' : undefined} data-testid="user-manual-status">
            {t(manual.state === 'failed' ? 'manual.failed' : 'manual.loading')}
          </p>
        </>
      )}
    </div>
  );
}
