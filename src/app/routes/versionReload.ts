/**
 * SPEC §2: on first load the page reloads once with the client version in the URL, so a browser
 * holding an old index.html picks up the new build, unless an auto-login key or an opener window
 * needs the URL as it is.
 */

/** The console's release; keep it equal to package.json's version (a unit test checks). */
export const CLIENT_VERSION = '0.1.0';
export const VERSION_PARAM = 'v';
/** Query parameter that carries an auto-login key; such URLs must not be rewritten. */
export const AUTO_LOGIN_PARAM = 'autoLoginKey';
/** Session-storage mark of the version this tab already reloaded for: the loop guard. */
export const RELOAD_MARK = 'poc-version-reload';

export type VersionReloadInput = {
  readonly href: string;
  readonly hasOpener: boolean;
  /** The version this tab already reloaded for, if any. */
  readonly reloadedFor: string | null;
  readonly version?: string;
};

/** The URL to replace the location with, or null when the page may stay. */
export function versionReloadTarget(input: VersionReloadInput): string | null {
  const version = input.version ?? CLIENT_VERSION;
  const url = new URL(input.href);
  if (url.searchParams.get(VERSION_PARAM) === version) return null;
  if (url.searchParams.has(AUTO_LOGIN_PARAM) || input.hasOpener) return null;
  // Reloaded once already and the parameter is gone again (a proxy or a bookmark): stay, never loop.
  if (input.reloadedFor === version) return null;
  url.searchParams.set(VERSION_PARAM, version);
  return url.toString();
}

/** Runs the rule against the real page; true when a reload is under way and nothing should render. */
export function reloadForVersion(): boolean {
  let reloadedFor: string | null;
  try {
    reloadedFor = sessionStorage.getItem(RELOAD_MARK);
  } catch {
    return false; // without session storage the loop guard cannot work, so do not reload at all
  }
  const target = versionReloadTarget({ href: window.location.href, hasOpener: Boolean(window.opener), reloadedFor });
  if (!target) return false;
  sessionStorage.setItem(RELOAD_MARK, CLIENT_VERSION);
  window.location.replace(target);
  return true;
}
