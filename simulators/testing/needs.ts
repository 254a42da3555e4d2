/**
 * What a test suite needs from the machine, each named in one word. A suite that lacks one is
 * skipped with the names in its title ("… (needs Janus, ffmpeg)"); under CI=true `npm test` fails
 * on every skip and lists those titles, so the run says which service was missing.
 */
import { findJanus } from '../janus/install.ts';
import { onPath } from '../terminals/voice/test-tools.ts';

export type MachineService = 'Janus' | 'ffmpeg' | 'espeak-ng' | 'sox';

const PRESENT: Readonly<Record<MachineService, () => boolean>> = {
  // Installed, so the suite can start one in a network namespace of its own.
  Janus: () => findJanus() !== null,
  ffmpeg: () => onPath('ffmpeg'),
  'espeak-ng': () => onPath('espeak-ng'),
  sox: () => onPath('sox'),
};

/** The ones of `wanted` this machine lacks, in the order asked. */
export function lacking(...wanted: MachineService[]): string[] {
  return wanted.filter((service) => !PRESENT[service]());
}

/** A suite's title naming what it lacks (nothing added when it lacks nothing). */
export function needing(title: string, missing: readonly string[]): string {
  return missing.length === 0 ? title : `${title} (needs ${missing.join(', ')})`;
}
