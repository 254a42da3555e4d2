import { createIntl, type IntlShape } from '@formatjs/intl';
import { render, type RenderResult } from '@testing-library/react';
import type { ReactElement, ReactNode } from 'react';
import { I18nProvider } from 'react-aria-components';
import { IntlProvider } from '../i18n.tsx';

/**
 * The few catalogue entries the design system words itself, in two languages. The app's catalogues
 * live outside src/ui (which may not import them); these copy their English and French wording.
 */
export const MESSAGES = {
  'en-US': {
    'common.close': 'Close',
    'alarms.showAll': 'Show all {count}',
    'alarms.showFewer': 'Show fewer',
    'password.new': 'New password',
    'password.confirm': 'Confirm password',
  },
  'fr-FR': {
    'common.close': 'Fermer',
    'alarms.showAll': 'Afficher les {count}',
    'alarms.showFewer': 'Afficher moins',
    'password.new': 'Nouveau mot de passe',
    'password.confirm': 'Confirmer le mot de passe',
  },
} as const;

export type TestLocale = keyof typeof MESSAGES;

const intls = new Map<TestLocale, IntlShape>();

/**
 * An IntlShape as the app's shell makes one, one per locale (a new one on each render would be a
 * language switch). A missing message throws, so no test passes on a key's id shown as text.
 */
export function testIntl(locale: TestLocale = 'en-US'): IntlShape {
  let intl = intls.get(locale);
  if (!intl) {
    intl = createIntl({
      locale,
      messages: MESSAGES[locale],
      onError: (error) => {
        throw error;
      },
    });
    intls.set(locale, intl);
  }
  return intl;
}

/** The providers the app's shell puts around every screen: react-aria's locale and our messages. */
export function Providers({ locale = 'en-US', children }: { locale?: TestLocale; children: ReactNode }) {
  return (
    <I18nProvider locale={locale}>
      <IntlProvider intl={testIntl(locale)}>{children}</IntlProvider>
    </I18nProvider>
  );
}

/** render() inside the shell's providers, in the locale given. */
export function renderWithIntl(ui: ReactElement, locale: TestLocale = 'en-US'): RenderResult {
  return render(ui, { wrapper: ({ children }) => <Providers locale={locale}>{children}</Providers> });
}
