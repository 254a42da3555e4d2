/**
 * Applying a host's custom skin (SPEC §2 custom skins, §3 custom theme) to the document: colours as
 * custom properties that host-theme.css reads, the system name as the title, the skin's stylesheet.
 * Only values the platform validated reach here (#rrggbb, same-origin paths), and they are set as
 * properties and attributes, never as markup.
 */
import { CustomThemeSchema, parseRemark, loginFrameColorOf, ThemePaths, type CustomTheme, type DsData } from '../../../protocol/index.ts';

const PROPERTIES = {
  themeColor: '--color-primary',
  tabColor: '--skin-tab',
  subThemeColor: '--skin-sub',
  weightThemeColor: '--skin-weight',
  callingColor: '--skin-calling',
  menuColor: '--skin-menu',
} as const;
const ALL = [...Object.values(PROPERTIES), '--color-primary-strong', '--skin-login-frame', '--skin-logo-page-bg'];
const LINK_ID = 'host-theme-css';

export function applyHostTheme(root: HTMLElement, theme: CustomTheme | null): void {
  for (const property of ALL) root.style.removeProperty(property);
  document.getElementById(LINK_ID)?.remove();
  if (!theme) {
    delete root.dataset.customTheme;
    return;
  }
  root.dataset.customTheme = theme.hostname;
  for (const [field, property] of Object.entries(PROPERTIES) as [keyof typeof PROPERTIES, string][]) {
    if (theme[field]) root.style.setProperty(property, theme[field]);
  }
  if (theme.themeColor) root.style.setProperty('--color-primary-strong', theme.themeColor);
  const frame = loginFrameColorOf(theme);
  if (frame) root.style.setProperty('--skin-login-frame', frame);
  const pageBg = parseRemark(theme.remark)?.logoPageBg;
  if (pageBg) root.style.setProperty('--skin-logo-page-bg', pageBg);
  if (theme.cssUrl) {
    const link = document.createElement('link');
    link.id = LINK_ID;
    link.rel = 'stylesheet';
    link.href = theme.cssUrl;
    document.head.append(link);
  }
}

/** GET /ds/pub/theme for this host: the theme, or null when it has none or the answer is not one. */
export async function readHostTheme(ds: { get(path: string, params?: Record<string, string>): Promise<DsData> }, hostname: string): Promise<CustomTheme | null> {
  const answer = await ds.get(ThemePaths.pub, { hostname });
  const parsed = CustomThemeSchema.nullable().safeParse(answer.desc ?? null);
  return parsed.success ? parsed.data : null;
}

/** SPEC §2: with the custom theme in use, the root loading overlay is hidden after 1 s. */
export const CUSTOM_THEME_OVERLAY_MS = 1_000;
