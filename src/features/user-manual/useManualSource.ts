import { useEffect, useState } from 'react';
import { manualSourcePath, type ManualLanguage } from '../../../protocol/index.ts';

export type ManualSource = { state: 'loading' } | { state: 'shown'; markdown: string } | { state: 'failed' };

/** The manual's Markdown of a language as the platform serves it; loaded again when the language changes. */
export function useManualSource(language: ManualLanguage): ManualSource {
  const [source, setSource] = useState<{ language: ManualLanguage; value: ManualSource } | null>(null);
  useEffect(() => {
    const abort = new AbortController();
    fetch(manualSourcePath(language), { signal: abort.signal })
      .then(async (response) => {
        if (!response.ok) throw new Error(`HTTP ${response.status}`);
        const markdown = await response.text();
        setSource({ language, value: { state: 'shown', markdown } });
      })
      .catch(() => {
        if (!abort.signal.aborted) setSource({ language, value: { state: 'failed' } });
      });
    return () => abort.abort();
  }, [language]);
  return source?.language === language ? source.value : { state: 'loading' };
}
