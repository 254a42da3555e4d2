import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';

export const JANUS_PACKAGE = 'janus';

/** The janus binary on PATH, or null. */
export function findJanus(): string | null {
  for (const dir of (process.env.PATH ?? '').split(path.delimiter)) {
    const candidate = path.join(dir, 'janus');
    if (dir && existsSync(candidate)) return candidate;
  }
  return null;
}

/** Finds janus; as root installs the Debian package when it is missing, otherwise says what to install. */
export function ensureJanusInstalled(log: (line: string) => void): string {
  const found = findJanus();
  if (found) return found;
  if (process.getuid?.() !== 0) {
    throw new Error(`Janus is not installed: install the Debian package "${JANUS_PACKAGE}" (sudo apt-get install --no-install-recommends ${JANUS_PACKAGE})`);
  }
  log(`installing the Debian package ${JANUS_PACKAGE}`);
  const install = () =>
    spawnSync('apt-get', ['install', '-y', '-q', '--no-install-recommends', JANUS_PACKAGE], {
      stdio: ['ignore', 2, 2],
      env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
    }).status === 0;
  // A fresh machine has no package lists yet: update once, then try again.
  if (!install()) {
    execFileSync('apt-get', ['update', '-q'], { stdio: ['ignore', 2, 2] });
    if (!install()) throw new Error(`apt-get could not install the Debian package "${JANUS_PACKAGE}"`);
  }
  const installed = findJanus();
  if (!installed) throw new Error(`the Debian package "${JANUS_PACKAGE}" is installed but no janus binary is on PATH`);
  return installed;
}
