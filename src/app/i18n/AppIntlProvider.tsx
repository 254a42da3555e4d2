import { createIntl, createIntlCache, type IntlShape } from '@formatjs/intl';
import { useMemo, type ReactNode } from 'react';
import { I18nProvider } from 'react-aria-components';
import { useAtomValue } from '../../state/jotai.ts';
import { DEFAULT_LANGUAGE, type Language } from '../../state/settings.ts';
import { IntlProvider } from '../../ui/index.ts';
import { appearanceAtom } from '../theme/appearance.ts';
import { CATALOGUES } from './catalogues.ts';

const cache = createIntlCache();
const intls = new Map<Language, IntlShape>();

export function intlFor(language: Language): IntlShape {
  let intl = intls.get(language);
  if (!intl) {
    intl = createIntl(
      {
        locale: language,
        defaultLocale: DEFAULT_LANGUAGE,
        messages: CATALOGUES[language],
        // Catalogues are complete (a unit test checks); anything else is a programming error worth seeing.
        onError: (error) => console.error(error),
      },
      cache,
    );
    intls.set(language, intl);
  }
  return intl;
}

/** Provides the message catalogue of the language in effect, to our screens and to react-aria's own parts. */
export function AppIntlProvider({ children }: { children: ReactNode }) {
  const { language } = useAtomValue(appearanceAtom);
  const intl = useMemo(() => intlFor(language), [language]);
  return (
    <I18nProvider locale={language}>
      <IntlProvider intl={intl}>{children}</IntlProvider>
    </I18nProvider>
  );
}
