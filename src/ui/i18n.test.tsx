import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { IntlProvider, useIntl, useT } from './i18n.tsx';
import { testIntl } from './test/intl.tsx';

/** A part of a screen that words itself through the catalogue, as AlarmStack does. */
function ShowAll({ count }: { count: number }) {
  const t = useT();
  return <button type="button">{t('alarms.showAll', { count })}</button>;
}

/** A part that formats through the IntlShape itself. */
function Distance({ metres }: { metres: number }) {
  const intl = useIntl();
  return <span>{intl.formatNumber(metres, { style: 'unit', unit: 'meter' })}</span>;
}

describe('IntlProvider and useT', () => {
  it('give the message of the provider\'s locale, with its values filled in', () => {
    render(
      <IntlProvider intl={testIntl('en-US')}>
        <ShowAll count={3} />
      </IntlProvider>,
    );
    expect(screen.getByRole('button', { name: 'Show all 3' })).toBeInTheDocument();
  });

  it('follow a change of language without remounting the screen', () => {
    const { rerender } = render(
      <IntlProvider intl={testIntl('en-US')}>
        <ShowAll count={3} />
      </IntlProvider>,
    );
    const button = screen.getByRole('button');
    rerender(
      <IntlProvider intl={testIntl('fr-FR')}>
        <ShowAll count={3} />
      </IntlProvider>,
    );
    expect(button).toHaveAccessibleName('Afficher les 3');
  });

  it('the innermost provider wins', () => {
    render(
      <IntlProvider intl={testIntl('en-US')}>
        <IntlProvider intl={testIntl('fr-FR')}>
          <ShowAll count={2} />
        </IntlProvider>
      </IntlProvider>,
    );
    expect(screen.getByRole('button', { name: 'Afficher les 2' })).toBeInTheDocument();
  });
});

describe('useIntl', () => {
  it('gives the provider\'s IntlShape, formatting in its locale', () => {
    render(
      <IntlProvider intl={testIntl('fr-FR')}>
        <Distance metres={1500} />
      </IntlProvider>,
    );
    const unit = { style: 'unit', unit: 'meter' } as const;
    const french = new Intl.NumberFormat('fr-FR', unit).format(1500);
    // French groups digits with a space, English with a comma: the two differ, so the locale is seen.
    expect(french).not.toBe(new Intl.NumberFormat('en-US', unit).format(1500));
    // Compared unnormalised: Testing Library's text matchers would turn the space into a plain one.
    expect(screen.getByText(/500/).textContent).toBe(french);
  });

  it('without a provider, fails loudly rather than show untranslated text', () => {
    // React reports the error it rethrows; keep the run's output to the test's own result.
    const quiet = (event: ErrorEvent) => event.preventDefault();
    window.addEventListener('error', quiet);
    try {
      expect(() => render(<ShowAll count={1} />)).toThrow('useIntl needs an IntlProvider above it');
    } finally {
      window.removeEventListener('error', quiet);
    }
  });
});
