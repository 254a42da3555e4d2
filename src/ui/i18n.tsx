/**
 * The localisation context every screen reads. The shell provides an IntlShape for the current
 * locale; the catalogue's owner narrows MessageKey by augmenting MessageRegistry, so a key that
 * is not in the catalogue fails to compile.
 */
import type { IntlShape } from '@formatjs/intl';
import { createContext, useContext, useMemo, type ReactNode } from 'react';

// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- filled in by module augmentation
export interface MessageRegistry {}

export type MessageKey = MessageRegistry extends { key: infer K extends string } ? K : string;

export type MessageValues = Record<string, string | number | null | undefined>;

export type Translate = (key: MessageKey, values?: MessageValues) => string;

const IntlContext = createContext<IntlShape | null>(null);

export function IntlProvider({ intl, children }: { intl: IntlShape; children: ReactNode }) {
  return <IntlContext.Provider value={intl}>{children}</IntlContext.Provider>;
}

export function useIntl(): IntlShape {
  const intl = useContext(IntlContext);
  if (!intl) throw new Error('useIntl needs an IntlProvider above it');
  return intl;
}

/** The message function of the current locale. */
export function useT(): Translate {
  const intl = useIntl();
  return useMemo(() => (key, values) => intl.formatMessage({ id: key }, values), [intl]);
}
