import { Feature, ThemeLimits, ThemeRefusal, type CustomTheme, type ThemeInput } from '../../../protocol/index.ts';
import { dispatcherMayUse } from '../auth/access.ts';
import { organisationOfCaller } from '../organisations/organisation-of.ts';
import type { Platform } from '../platform.ts';
import { Serial } from '../serial.ts';
import { themeList, themeOfOrganisation } from './theme-book.ts';

/**
 * A host name shows one skin on its login screen, whoever asks (GET /ds/pub/theme is open), so a
 * host another organisation has skinned cannot be set: refused as taken (ThemeRefusal.HostTaken),
 * which the open theme of that host already tells anyone.
 */
export const HOST_TAKEN = ThemeRefusal.HostTaken;

export type ThemeAnswer = { readonly code: '0'; readonly theme: CustomTheme | null } | { readonly code: string; readonly desc: string };

/** Does the upload host hold this logo (checked as a transparent PNG of at most 50 kB when it came)? */
export type LogoLookup = (url: string) => Promise<boolean>;

/**
 * Custom skins per host name (docs/protocol.md "Custom themes"). Input arrives validated by the
 * route's schema; this checks who asks (SPEC §6: the custom theme feature, access '1' only) and
 * that the logos are ones the upload host accepted. One decision at a time.
 */
export class ThemeService {
  private readonly serial = new Serial();

  constructor(private readonly platform: Platform) {}

  mayEdit(msId: string): boolean {
    return dispatcherMayUse(this.platform, msId, Feature.CustomTheme);
  }

  set(msId: string, input: ThemeInput, logoExists: LogoLookup): Promise<ThemeAnswer> {
    return this.serial.run(async () => {
      if (!this.mayEdit(msId)) return { code: '403', desc: ThemeRefusal.NoPermission };
      const { state } = this.platform;
      const cid = organisationOfCaller(state, msId);
      const held = state.themes.byHost.get(input.hostname);
      if (held && !themeOfOrganisation(state, held, cid)) return { code: '409', desc: HOST_TAKEN };
      // The limit counts the organisation's own themes.
      if (!held && themeList(state, cid).length >= ThemeLimits.maxThemes) return { code: '400', desc: ThemeRefusal.TooMany };
      for (const field of ['logoUrl', 'miniLogoUrl'] as const) {
        if (input[field] !== '' && !(await logoExists(input[field]))) return { code: '404', desc: `${field}: ${ThemeRefusal.LogoUnknown}` };
      }
      const theme: CustomTheme = { ...input, updatedBy: msId, time: this.platform.now() };
      await this.platform.commit([{ type: 'theme.set', theme }]);
      return { code: '0', theme };
    });
  }

  remove(msId: string, hostname: string): Promise<ThemeAnswer> {
    return this.serial.run(async () => {
      if (!this.mayEdit(msId)) return { code: '403', desc: ThemeRefusal.NoPermission };
      // Another organisation's theme is as unknown as a missing one.
      const { state } = this.platform;
      const theme = state.themes.byHost.get(hostname);
      if (!theme || !themeOfOrganisation(state, theme, organisationOfCaller(state, msId))) return { code: '404', desc: ThemeRefusal.Unknown };
      await this.platform.commit([{ type: 'theme.deleted', hostname, by: msId }]);
      return { code: '0', theme: null };
    });
  }
}

