import { createIntl, createIntlCache, type IntlShape } from '@formatjs/intl';
import { useState, type ReactNode } from 'react';
import { I18nProvider } from 'react-aria-components';
import { useAtomValue } from '../../state/jotai.ts';
import { DEFAULT_LANGUAGE, type Language } from '../../state/settings.ts';
import { IntlProvider, useAsyncEffect } from '../../ui/index.ts';
import { appearanceAtom } from '../theme/appearance.ts';
import { CATALOGUE_LOADERS } from './catalogues.ts';

const cache = createIntlCache();
const intls = new Map<Language, Promise<IntlShape>>();

/** The IntlShape of a language, its catalogue loaded once. */
export function intlFor(language: Language): Promise<IntlShape> {
  let intl = intls.get(language);
  if (!intl) {
    intl = CATALOGUE_LOADERS[language]().then((messages) =>
      createIntl(
        {
          locale: language,
          defaultLocale: DEFAULT_LANGUAGE,
          messages,
          // Catalogues are complete (a unit test checks); anything else is a programming error worth seeing.
          onError: (error) => console.error(error),
        },
        cache,
      ),
    );
    // A failed load (the network dropped) is tried again at the next switch, not remembered.
    intl.catch(() => intls.delete(language));
    intls.set(language, intl);
  }
  return intl;
}

/**
 * Provides the message catalogue of the language in effect, to our screens and to react-aria's own
 * parts. Until the first catalogue is in, nothing renders (no text could); on a switch the old
 * language stays up until the new one has loaded.
 */
export function AppIntlProvider({ children }: { children: ReactNode }) {
  const { language } = useAtomValue(appearanceAtom);
  const [intl, setIntl] = useState<IntlShape | null>(null);
  useAsyncEffect(
    (isCurrent) =>
      intlFor(language).then(
        (loaded) => isCurrent() && setIntl(loaded),
        // Without the chosen catalogue the default one still gives a working console.
        () => intlFor(DEFAULT_LANGUAGE).then((loaded) => isCurrent() && setIntl((shown) => shown ?? loaded)),
      ),
    [language],
  );
  if (!intl) return null;
  return (
    <I18nProvider locale={intl.locale}>
      <IntlProvider intl={intl}>{children}</IntlProvider>
    </I18nProvider>
  );
}
