/**
 * The Debian packages the demo uses, which part needs each, and one apt step that installs the
 * missing ones when `npm start` runs as root. Plain Node: it runs before `npm ci`.
 */
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { delimiter, join } from 'node:path';

/** Each package: the program that shows it is there, and what of the demo needs it. */
export const DEMO_PACKAGES = [
  { name: 'janus', program: 'janus', parts: 'push-to-talk audio and video calls (Janus)' },
  { name: 'iproute2', program: 'ip', parts: "Janus's network namespace" },
  { name: 'ffmpeg', program: 'ffmpeg', parts: 'the demo cameras, video records and the radios\u2019 voice phrases' },
  { name: 'espeak-ng', program: 'espeak-ng', parts: 'the radios\u2019 voice phrases' },
];

/** Whether `program` is an executable on PATH (`env.PATH`, as the children will see it). */
export function onPath(program, env = process.env) {
  return (env.PATH ?? '').split(delimiter).some((dir) => dir !== '' && existsSync(join(dir, program)));
}

/** The demo packages whose program is not on PATH. */
export function missingPackages(env = process.env) {
  return DEMO_PACKAGES.filter((pkg) => !onPath(pkg.program, env));
}

/** The one command a user runs to install `packages`. */
export const installCommand = (packages) => `sudo apt-get install --no-install-recommends ${packages.map((pkg) => pkg.name).join(' ')}`;

/**
 * Installs `missing` in one apt step when allowed (root, apt-get present, not --no-install); a
 * fresh machine has no package lists, so a failed install updates them once and tries again.
 * Returns the packages still missing and why, for the caller to name once.
 */
export function installMissing(missing, { allowed, env = process.env, say }) {
  if (missing.length === 0) return { missing, why: null };
  if (!allowed) return { missing, why: 'not installing system packages (--no-install)' };
  if (process.getuid?.() !== 0) return { missing, why: 'not root, so not installing system packages' };
  if (!onPath('apt-get', env)) return { missing, why: 'no apt-get on this machine' };
  const names = missing.map((pkg) => pkg.name);
  const aptEnv = { ...env, DEBIAN_FRONTEND: 'noninteractive' };
  const install = () => spawnSync('apt-get', ['install', '-y', '-q', '--no-install-recommends', ...names], { stdio: ['ignore', 'ignore', 'pipe'], env: aptEnv });
  say(`apt-get install ${names.join(' ')}`);
  let result = install();
  if (result.status !== 0) {
    say('apt-get update (no package lists yet, or old ones)');
    const update = spawnSync('apt-get', ['update', '-q'], { stdio: ['ignore', 'ignore', 'pipe'], env: aptEnv });
    if (update.status === 0) result = install();
  }
  const still = missingPackages(env);
  const why = still.length === 0 ? null : `apt-get could not install them (${lastLine(result.stderr)})`;
  return { missing: still, why };
}

const lastLine = (buffer) =>
  String(buffer ?? '')
    .trim()
    .split('\n')
    .pop() || 'no network?';
