/**
 * The localisation context every screen reads. The shell provides an IntlShape for the current
 * locale. Each catalogue's owner (a feature's messages/en-US.ts, the shell's own) adds itself to
 * MessageCatalogues by module augmentation, and MessageKey is the union of their keys, so a key
 * that no catalogue has fails to compile.
 */
import type { IntlShape } from '@formatjs/intl';
import { createContext, useContext, useMemo, type ReactNode } from 'react';

/** Owner (a feature's folder name, or the shell's 'shell' and 'settings') → its English catalogue's type. */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- filled in by module augmentation
export interface MessageCatalogues {}

/** Every key of every registered catalogue; any string while none is registered. */
export type MessageKey = [keyof MessageCatalogues] extends [never]
  ? string
  : { [Owner in keyof MessageCatalogues]: keyof MessageCatalogues[Owner] & string }[keyof MessageCatalogues];

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
