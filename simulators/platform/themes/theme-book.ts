import type { CustomTheme } from '../../../protocol/index.ts';
import { organisationOfTerminal } from '../organisations/organisation-of.ts';
import type { PlatformState } from '../projection/state.ts';
import type { ThemeEvent } from './theme-events.ts';

/** Custom themes by host name, and accounts' own access codes (a test control). */
export type ThemeBook = { readonly byHost: Map<string, CustomTheme>; readonly access: Map<string, Readonly<Record<string, string>>> };

export const emptyThemeBook = (): ThemeBook => ({ byHost: new Map(), access: new Map() });

/** Folds one theme event; the same fold on replay as when it was committed. */
export function applyToThemes(book: ThemeBook, event: ThemeEvent): void {
  if (event.type === 'theme.set') book.byHost.set(event.theme.hostname, event.theme);
  else if (event.type === 'theme.deleted') book.byHost.delete(event.hostname);
  else if (event.access === null) book.access.delete(event.account);
  else book.access.set(event.account, event.access);
}

/**
 * A theme is the organisation's of the dispatcher who set it (only its own set it again, so
 * `updatedBy` stays within it; docs/protocol.md "Organisations").
 */
export const themeOfOrganisation = (state: Pick<PlatformState, 'terminals'>, theme: CustomTheme, cid: string | null): boolean =>
  cid !== null && organisationOfTerminal(state, theme.updatedBy) === cid;

/** An organisation's themes, findTheme's order: by host name. */
export const themeList = (state: Pick<PlatformState, 'terminals' | 'themes'>, cid: string | null): CustomTheme[] =>
  [...state.themes.byHost.values()].filter((theme) => themeOfOrganisation(state, theme, cid)).sort((a, b) => a.hostname.localeCompare(b.hostname));
