import { z } from 'zod';
import { pngTransparency, type Inflate } from './pngTransparency.ts';

/**
 * Custom skins per host name (SPEC §2 /themes/theme, §3 custom theme, §5 skin logos, §6 custom-skin
 * permission, §7 customTheme, findTheme, deleteTheme, getClientHostList, GET /ds/pub/theme).
 * docs/protocol.md "Custom themes".
 */

export const ThemeLimits = {
  /** SPEC §5/§9 "at most 50 kB": 50 × 1024 bytes. */
  maxLogoBytes: 50 * 1024,
  maxSysNameLength: 40,
  maxCopyrightLength: 100,
  maxCssUrlLength: 300,
  maxRemarkLength: 300,
  maxThemes: 100,
} as const;

/** SPEC §3 "tabColor (default dark teal)". */
export const DEFAULT_TAB_COLOR = '#014d4e';

export const ThemePaths = {
  set: '/ds/theme/customTheme',
  list: '/ds/theme/findTheme',
  remove: '/ds/theme/deleteTheme',
  hosts: '/ds/theme/getClientHostList',
  /** Open (no token): the login screen reads it before anyone signs in. */
  pub: '/ds/pub/theme',
  /** The upload host: a logo's raw bytes in, `{ fileUrl }` out. */
  uploadLogo: '/filews/upload/logo',
} as const;

/** Logos are named by their SHA-256 and served without a session (the login screen shows them). */
export const LOGO_FILE_URL = /^\/filews\/files\/logos\/([0-9a-f]{64})\.png$/;

export const ThemeRefusal = {
  NoPermission: 'caller:no-custom-theme-permission',
  Unknown: 'hostname:unknown',
  TooMany: 'themes:tooMany',
  LogoUnknown: 'logo:unknown',
  /** Another organisation has skinned the host (its login screen's skin is public anyway). */
  HostTaken: 'hostname:taken',
} as const;

// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u001f\u007f]/;
const COLOR = /^#[0-9a-fA-F]{6}$/;
/** A DNS name or an IP address (IPv6 in brackets), as the browser's location.hostname gives it. */
const HOSTNAME = /^(\[[0-9a-f:.]+\]|(?=.{1,253}$)[a-z0-9]([a-z0-9-]*[a-z0-9])?(\.[a-z0-9]([a-z0-9-]*[a-z0-9])?)*)$/;

export type ThemeFieldProblem = 'required' | 'tooLong' | 'control' | 'invalid';

export function hostnameProblem(hostname: string): ThemeFieldProblem | null {
  if (hostname === '') return 'required';
  return HOSTNAME.test(hostname) ? null : 'invalid';
}

export function sysNameProblem(name: string): ThemeFieldProblem | null {
  const trimmed = name.trim();
  if (trimmed === '') return 'required';
  if ([...trimmed].length > ThemeLimits.maxSysNameLength) return 'tooLong';
  return CONTROL.test(trimmed) ? 'control' : null;
}

export function copyrightProblem(text: string): ThemeFieldProblem | null {
  if ([...text.trim()].length > ThemeLimits.maxCopyrightLength) return 'tooLong';
  return CONTROL.test(text) ? 'control' : null;
}

/** '' or #rrggbb. */
export const colorProblem = (color: string): ThemeFieldProblem | null => (color === '' || COLOR.test(color) ? null : 'invalid');

/** '' or a logo of the upload host. */
export const logoUrlProblem = (url: string): ThemeFieldProblem | null => (url === '' || LOGO_FILE_URL.test(url) ? null : 'invalid');

/**
 * '' or a path on the console's own origin: the console's content security policy loads styles
 * only from there, so an outside URL would be refused by the browser anyway.
 */
export function cssUrlProblem(url: string): ThemeFieldProblem | null {
  if (url === '') return null;
  if (url.length > ThemeLimits.maxCssUrlLength) return 'tooLong';
  if (!url.startsWith('/') || url.startsWith('//') || url.includes('\\') || /\s/.test(url) || CONTROL.test(url)) return 'invalid';
  return null;
}

/** SPEC §3 remark: JSON with logoPageBg and loginFrameColor (both optional colours, nothing else). */
export const ThemeRemarkSchema = z.strictObject({
  logoPageBg: z.string().regex(COLOR).optional(),
  loginFrameColor: z.string().regex(COLOR).optional(),
});
export type ThemeRemark = z.infer<typeof ThemeRemarkSchema>;

export function parseRemark(remark: string): ThemeRemark | null {
  if (remark === '') return {};
  try {
    const parsed = ThemeRemarkSchema.safeParse(JSON.parse(remark));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

export function themeRemarkProblem(remark: string): ThemeFieldProblem | null {
  if (remark.length > ThemeLimits.maxRemarkLength) return 'tooLong';
  return parseRemark(remark) ? null : 'invalid';
}

export const COLOR_FIELDS = ['themeColor', 'tabColor', 'subThemeColor', 'weightThemeColor', 'callingColor', 'loginFrameColor', 'menuColor'] as const;
export type ColorField = (typeof COLOR_FIELDS)[number];

export type ThemeInput = {
  hostname: string;
  sysName: string;
  logoUrl: string;
  miniLogoUrl: string;
  cssUrl: string;
  copyright: string;
  remark: string;
} & Record<ColorField, string>;

export type ThemeInputProblems = Partial<Record<keyof ThemeInput, ThemeFieldProblem>>;

/** Every field rule, shared by the console's form and the emulator's check. */
export function themeInputProblems(input: ThemeInput): ThemeInputProblems {
  const problems: ThemeInputProblems = {};
  const put = (field: keyof ThemeInput, problem: ThemeFieldProblem | null) => {
    if (problem) problems[field] = problem;
  };
  put('hostname', hostnameProblem(input.hostname));
  put('sysName', sysNameProblem(input.sysName));
  put('logoUrl', logoUrlProblem(input.logoUrl));
  put('miniLogoUrl', logoUrlProblem(input.miniLogoUrl));
  put('cssUrl', cssUrlProblem(input.cssUrl));
  put('copyright', copyrightProblem(input.copyright));
  put('remark', themeRemarkProblem(input.remark));
  for (const field of COLOR_FIELDS) put(field, colorProblem(input[field]));
  return problems;
}

const Text = z.string().max(2000);
const ColorText = z.string().max(16);

/** customTheme's body: shapes here, rules in themeInputProblems (the route reports the first). */
export const CustomThemeBody = z
  .object({
    hostname: z.string().max(260).transform((host) => host.trim().toLowerCase()),
    sysName: Text.transform((name) => name.trim()),
    logoUrl: Text.default(''),
    miniLogoUrl: Text.default(''),
    cssUrl: Text.default(''),
    copyright: Text.default('').transform((text) => text.trim()),
    remark: Text.default(''),
    themeColor: ColorText.default(''),
    tabColor: ColorText.default(''),
    subThemeColor: ColorText.default(''),
    weightThemeColor: ColorText.default(''),
    callingColor: ColorText.default(''),
    loginFrameColor: ColorText.default(''),
    menuColor: ColorText.default(''),
  })
  .superRefine((input, context) => {
    for (const [field, problem] of Object.entries(themeInputProblems(input))) context.addIssue({ code: 'custom', path: [field], message: problem });
  })
  .transform((input) => ({ ...input, tabColor: input.tabColor || DEFAULT_TAB_COLOR }));

export const HostnameQuery = z.object({ hostname: z.string().min(1).max(260).transform((host) => host.trim().toLowerCase()) });

export const CustomThemeSchema = z.object({
  hostname: z.string(),
  sysName: z.string(),
  logoUrl: z.string(),
  miniLogoUrl: z.string(),
  cssUrl: z.string(),
  themeColor: z.string(),
  tabColor: z.string(),
  subThemeColor: z.string(),
  weightThemeColor: z.string(),
  callingColor: z.string(),
  loginFrameColor: z.string(),
  menuColor: z.string(),
  copyright: z.string(),
  remark: z.string(),
  updatedBy: z.string(),
  time: z.number(),
});
export type CustomTheme = z.infer<typeof CustomThemeSchema>;

/** The login frame's colour: the field, else the remark's (SPEC §3 lists it in both). */
export function loginFrameColorOf(theme: CustomTheme): string {
  return theme.loginFrameColor || parseRemark(theme.remark)?.loginFrameColor || '';
}

export type LogoProblem = 'fileRequired' | 'fileTooBig' | 'notPng' | 'notTransparent';

/** SPEC §5 skin logos: at most 50 kB, a PNG, with pixels that are really transparent. */
export async function logoProblem(bytes: Uint8Array, inflate: Inflate): Promise<LogoProblem | null> {
  if (bytes.length === 0) return 'fileRequired';
  if (bytes.length > ThemeLimits.maxLogoBytes) return 'fileTooBig';
  const verdict = await pngTransparency(bytes, inflate);
  return verdict === 'transparent' ? null : verdict === 'opaque' ? 'notTransparent' : 'notPng';
}
