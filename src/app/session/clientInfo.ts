/**
 * The client info report of SPEC §7: after login the console tells the platform its version and
 * the operating system it runs on (updateMsInfo {cid, ver} plus os), for the administrators.
 */
import { RecoveryPaths, type DsClient } from '../../../protocol/index.ts';
import { CLIENT_VERSION } from '../routes/versionReload.ts';

type NavigatorLike = { readonly userAgent: string; readonly userAgentData?: { readonly platform?: string } };

const PATTERNS: ReadonlyArray<readonly [RegExp, string]> = [
  [/Android/i, 'Android'],
  [/iPhone|iPad|iPod/i, 'iOS'],
  [/CrOS/i, 'ChromeOS'],
  [/Windows/i, 'Windows'],
  [/Mac OS X|Macintosh/i, 'macOS'],
  [/Linux|X11/i, 'Linux'],
];

/** The OS name from the browser's client hints when it gives them, else from the user agent. */
export function operatingSystemOf(navigator: NavigatorLike): string {
  const hinted = navigator.userAgentData?.platform?.trim();
  if (hinted) return hinted.slice(0, 64);
  return PATTERNS.find(([pattern]) => pattern.test(navigator.userAgent))?.[1] ?? 'unknown';
}

/** Best effort: a failed report changes nothing for the dispatcher. */
export async function reportClientInfo(ds: DsClient, navigator: NavigatorLike = globalThis.navigator): Promise<void> {
  try {
    const account = (await ds.get(RecoveryPaths.account)).desc as { cid?: unknown } | null;
    const cid = typeof account?.cid === 'string' ? account.cid : '';
    await ds.put(RecoveryPaths.clientInfo, { cid, ver: CLIENT_VERSION, os: operatingSystemOf(navigator) });
  } catch {
    // The next login reports again.
  }
}
