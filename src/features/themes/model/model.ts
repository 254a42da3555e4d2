import { z } from 'zod';
import {
  COLOR_FIELDS,
  CustomThemeSchema,
  DEFAULT_TAB_COLOR,
  DsError,
  logoProblem,
  parseRemark,
  ThemeLimits,
  ThemePaths,
  themeInputProblems,
  type ColorField,
  type CustomTheme,
  type DsData,
  type Inflate,
  type ThemeFieldProblem,
  type LogoProblem,
  type ThemeInput,
} from '../../../../protocol/index.ts';
import type { MessageKey } from '../../../ui/index.ts';

/** The part of DsClient the skins page uses, so tests can stand in for it. */
export type ThemeDs = {
  get(path: string, params?: Record<string, string>): Promise<DsData>;
  post(path: string, body?: unknown): Promise<DsData>;
  delete(path: string, params?: Record<string, string>): Promise<DsData>;
};

/** Sends a logo's bytes to the upload host; answers its fileUrl or throws DsError. */
export type UploadLogo = (file: Blob) => Promise<string>;

export type ThemeList = { readonly themes: readonly CustomTheme[]; readonly editable: boolean };

const ListAnswer = z.object({ editable: z.boolean() });

export async function loadThemes(ds: ThemeDs): Promise<ThemeList> {
  const data = await ds.get(ThemePaths.list);
  return { themes: data.list.map((item) => CustomThemeSchema.parse(item)), editable: ListAnswer.parse(data.desc).editable };
}

export async function loadHosts(ds: ThemeDs): Promise<string[]> {
  return z.array(z.string()).parse((await ds.get(ThemePaths.hosts)).list);
}

/** What the dialog edits: the theme's fields, the remark split into its two colours. */
export type ThemeForm = Omit<ThemeInput, 'remark'> & { logoPageBg: string };

export function formOf(theme: CustomTheme | null, hostname: string): ThemeForm {
  if (!theme) {
    const empty = Object.fromEntries(COLOR_FIELDS.map((field) => [field, ''])) as Record<ColorField, string>;
    return { ...empty, tabColor: DEFAULT_TAB_COLOR, hostname, sysName: '', logoUrl: '', miniLogoUrl: '', cssUrl: '', copyright: '', logoPageBg: '' };
  }
  const remark = parseRemark(theme.remark) ?? {};
  return {
    hostname: theme.hostname,
    sysName: theme.sysName,
    logoUrl: theme.logoUrl,
    miniLogoUrl: theme.miniLogoUrl,
    cssUrl: theme.cssUrl,
    copyright: theme.copyright,
    logoPageBg: remark.logoPageBg ?? '',
    ...(Object.fromEntries(COLOR_FIELDS.map((field) => [field, theme[field]])) as Record<ColorField, string>),
    loginFrameColor: theme.loginFrameColor || remark.loginFrameColor || '',
  };
}

/** The body customTheme takes: SPEC §3 remark is JSON with logoPageBg and loginFrameColor. */
export function inputOf(form: ThemeForm): ThemeInput {
  const { logoPageBg, ...rest } = form;
  const remark: Record<string, string> = {};
  if (logoPageBg) remark.logoPageBg = logoPageBg;
  if (form.loginFrameColor) remark.loginFrameColor = form.loginFrameColor;
  return { ...rest, hostname: rest.hostname.trim().toLowerCase(), sysName: rest.sysName.trim(), copyright: rest.copyright.trim(), remark: Object.keys(remark).length > 0 ? JSON.stringify(remark) : '' };
}

export type ThemeFormErrors = Partial<Record<keyof ThemeForm, MessageKey>>;

type TextField = 'hostname' | 'sysName' | 'logoUrl' | 'miniLogoUrl' | 'cssUrl' | 'copyright';

/** Each rule a text field can break (protocol/themes.ts), named for the dispatcher. */
const TEXT_PROBLEM_KEY: Record<TextField, Partial<Record<ThemeFieldProblem, MessageKey>>> = {
  hostname: { required: 'themes.error.hostname.required', invalid: 'themes.error.hostname.invalid' },
  sysName: { required: 'themes.error.sysName.required', tooLong: 'themes.error.sysName.tooLong', control: 'themes.error.control' },
  logoUrl: { invalid: 'themes.error.logoUnknown' },
  miniLogoUrl: { invalid: 'themes.error.logoUnknown' },
  cssUrl: { invalid: 'themes.error.cssUrl.invalid', tooLong: 'themes.error.cssUrl.tooLong' },
  copyright: { tooLong: 'themes.error.copyright.tooLong', control: 'themes.error.control' },
};

/** The platform's rules (protocol/themes.ts), named per field. */
export function checkTheme(form: ThemeForm): ThemeFormErrors {
  const errors: ThemeFormErrors = {};
  const input = inputOf(form);
  for (const [field, problem] of Object.entries(themeInputProblems(input)) as [keyof ThemeInput, ThemeFieldProblem][]) {
    if (field === 'remark') errors.logoPageBg = 'themes.error.color';
    else if ((COLOR_FIELDS as readonly string[]).includes(field)) errors[field as ColorField] = 'themes.error.color';
    else errors[field as TextField] = TEXT_PROBLEM_KEY[field as TextField][problem] ?? 'themes.error.failed';
  }
  if (form.logoPageBg !== '' && !/^#[0-9a-fA-F]{6}$/.test(form.logoPageBg)) errors.logoPageBg = 'themes.error.color';
  return errors;
}

export type SaveResult = { readonly ok: true; readonly list: ThemeList } | { readonly ok: false; readonly code: string; readonly desc: string };

const failed = (error: unknown) => ({ ok: false as const, code: error instanceof DsError ? error.code : '500', desc: error instanceof DsError ? (error.desc ?? '') : '' });

/** Sets a host's theme, then reloads the list (SPEC §4 "Reloads": the custom theme list after a set). */
export async function saveTheme(ds: ThemeDs, form: ThemeForm): Promise<SaveResult> {
  try {
    await ds.post(ThemePaths.set, inputOf(form));
  } catch (error) {
    return failed(error);
  }
  return { ok: true, list: await loadThemes(ds) };
}

export async function deleteTheme(ds: ThemeDs, hostname: string): Promise<SaveResult> {
  try {
    await ds.delete(ThemePaths.remove, { hostname });
  } catch (error) {
    return failed(error);
  }
  return { ok: true, list: await loadThemes(ds) };
}

export function failureKey(code: string, desc: string): MessageKey {
  if (code === '403') return 'themes.error.permission';
  if (code === '404' && desc.includes('logo')) return 'themes.error.logoUnknown';
  if (code === '404') return 'themes.error.unknown';
  if (desc === 'themes:tooMany') return 'themes.error.tooMany';
  if (desc === 'hostname:taken') return 'themes.error.hostTaken';
  return 'themes.error.failed';
}

export const LOGO_PROBLEM_KEY: Record<LogoProblem, MessageKey> = {
  fileRequired: 'themes.logo.fileRequired',
  fileTooBig: 'themes.logo.fileTooBig',
  notPng: 'themes.logo.notPng',
  notTransparent: 'themes.logo.notTransparent',
};

/** The upload host's refusals of a logo, as the same problems. */
export function logoRefusal(code: string, desc: string): MessageKey {
  const problem = desc.replace(/^file:/, '');
  if (problem in LOGO_PROBLEM_KEY) return LOGO_PROBLEM_KEY[problem as LogoProblem];
  return code === '403' ? 'themes.error.permission' : 'themes.error.failed';
}

/** The browser's zlib: DecompressionStream('deflate') reads the zlib format PNG data is in. */
export const browserInflate: Inflate = async (zlib, maxBytes) => {
  const reader = new Blob([new Uint8Array(zlib)]).stream().pipeThrough(new DecompressionStream('deflate')).getReader();
  const parts: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.length;
    if (size > maxBytes) {
      await reader.cancel();
      throw new Error('inflates past what the header says');
    }
    parts.push(value);
  }
  const out = new Uint8Array(size);
  let at = 0;
  for (const part of parts) {
    out.set(part, at);
    at += part.length;
  }
  return out;
};

/** SPEC §5 in the browser, before anything is sent: at most 50 kB, a PNG with transparent pixels. */
export async function checkLogo(file: Blob): Promise<LogoProblem | null> {
  if (file.size === 0) return 'fileRequired';
  // The size rule needs no bytes; a file over it is not read.
  if (file.size > ThemeLimits.maxLogoBytes) return 'fileTooBig';
  return logoProblem(new Uint8Array(await file.arrayBuffer()), browserInflate);
}

/** The upload host takes the raw bytes and answers the /ds envelope. */
export function uploadLogoWith(fetchImpl: typeof fetch): UploadLogo {
  return async (file) => {
    let envelope: { code?: unknown; desc?: unknown; data?: { desc?: { fileUrl?: unknown } } };
    try {
      const response = await fetchImpl(ThemePaths.uploadLogo, { method: 'POST', body: file, credentials: 'same-origin', headers: { 'content-type': 'image/png' } });
      envelope = (await response.json()) as typeof envelope;
    } catch {
      throw new DsError('500');
    }
    if (String(envelope.code) !== '0' || typeof envelope.data?.desc?.fileUrl !== 'string') throw new DsError(String(envelope.code), typeof envelope.desc === 'string' ? envelope.desc : undefined);
    return envelope.data.desc.fileUrl;
  };
}
