import { execFileSync } from 'node:child_process';

/** Debian's Chromium; tests never download a browser. */
export function chromiumPath(): string {
  if (process.env.CHROMIUM_PATH) return process.env.CHROMIUM_PATH;
  try {
    return execFileSync('sh', ['-c', 'command -v chromium'], { encoding: 'utf8' }).trim();
  } catch {
    throw new Error("Debian's chromium is not installed (apt-get install chromium); .ci/run installs it.");
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
