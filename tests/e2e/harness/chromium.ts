import { execFileSync } from 'node:child_process';
import path from 'node:path';

/**
 * Debian's Chromium; tests never download a browser. Run as root (CI, our machines), Chromium gives
 * its audio threads real-time priority, which a desktop user's browser does not get; on two busy
 * cores those threads then starved its pages for tens of seconds (the same spec beside two busy
 * loops, 5 runs each: as root 16 main-thread stalls over 5 s, the longest 136 s, 2 failures;
 * without CAP_SYS_NICE 4, 18 s, none). So as root it runs through setpriv without CAP_SYS_NICE.
 */
export function chromiumPath(): string {
  // Once per process: the config and several specs ask, and each look-up runs two shells.
  return (resolved ??= resolveChromium());
}

let resolved: string | null = null;

function resolveChromium(): string {
  const binary = process.env.CHROMIUM_PATH || commandPath('chromium');
  if (!binary) throw new Error("Debian's chromium is not installed (apt-get install chromium); .ci/run installs it.");
  if (process.getuid?.() !== 0 || !commandPath('setpriv')) return binary;
  process.env.POC_CHROMIUM_BIN = binary; // the browser inherits the launching process's environment
  return path.join(import.meta.dirname, 'chromium-without-rt.sh');
}

function commandPath(name: string): string | null {
  try {
    return execFileSync('sh', ['-c', `command -v ${name}`], { encoding: 'utf8' }).trim() || null;
  } catch {
    return null;
  }
}

/** Flags measured in TOOLCHAIN.md: no background traffic to hosts outside this machine. */
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  // Peer-to-peer calls may use only loopback here (the ICE policy the emulator serves): WebRTC must
  // gather it, and offer real addresses rather than mDNS names (no multicast lookups).
  '--allow-loopback-in-peer-connection',
  '--disable-features=WebRtcHideLocalIpsWithMdns',
];
