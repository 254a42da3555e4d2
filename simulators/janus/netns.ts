import { execFileSync } from 'node:child_process';

/**
 * A network namespace of our own for Janus (TOOLCHAIN.md: Janus never offers ICE candidates on
 * loopback). A veth pair joins it to the host on a private /30 inside 10.231.0.0/16; nothing is
 * routed beyond it, so media stays on this machine.
 */
export type MediaNetwork = {
  readonly namespace: string;
  /** Janus's side: the media host address. */
  readonly mediaHost: string;
  /** Our side: where Node processes and Chromium reach the media host from. */
  readonly hostSide: string;
  /** The veth inside the namespace (what Janus's ice_enforce_list names). */
  readonly innerVeth: string;
  readonly outerVeth: string;
};

export const NAMESPACE_PREFIX = 'poc-janus-';
const SUBNETS = 16_384; // /30s in a /16

const ip = (...args: string[]) => execFileSync('ip', args, { stdio: ['ignore', 'pipe', 'pipe'], encoding: 'utf8' });

/** True when we can make namespaces: root with iproute2. */
export function canMakeNamespaces(): boolean {
  if (process.getuid?.() !== 0) return false;
  try {
    ip('netns', 'list');
    return true;
  } catch {
    return false;
  }
}

export function listNamespaces(): string[] {
  return ip('netns', 'list')
    .split('\n')
    .map((line) => line.split(' ')[0] ?? '')
    .filter((name) => name.length > 0);
}

function processAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** Namespaces of ours whose owner process is gone (killed with SIGKILL): their Janus is killed and they are deleted. */
export function removeStaleNamespaces(log: (line: string) => void): void {
  for (const name of listNamespaces()) {
    const owner = new RegExp(`^${NAMESPACE_PREFIX}(\\d+)(x\\d+)?$`).exec(name)?.[1];
    if (!owner || processAlive(Number(owner))) continue;
    log(`removing stale namespace ${name}`);
    killNamespaceProcesses(name);
    deleteNamespace(name);
  }
}

function killNamespaceProcesses(name: string): void {
  try {
    for (const pid of ip('netns', 'pids', name).split('\n').filter(Boolean)) {
      try {
        process.kill(Number(pid), 'SIGKILL');
      } catch {
        // already gone
      }
    }
  } catch {
    // namespace already gone
  }
}

function addressesInUse(): string {
  return ip('-4', '-o', 'addr', 'show');
}

/** The /30 at `index`: .1 our side, .2 Janus. */
function subnetAt(index: number): { hostSide: string; mediaHost: string } {
  const third = Math.floor(index / 64);
  const fourth = (index % 64) * 4;
  return { hostSide: `10.231.${third}.${fourth + 1}`, mediaHost: `10.231.${third}.${fourth + 2}` };
}

let made = 0;

/** Makes the namespace, the veth pair and the addresses; undoes what it did if a step fails. */
export function createMediaNetwork(): MediaNetwork {
  const id = made === 0 ? `${process.pid}` : `${process.pid}x${made}`;
  made += 1;
  const namespace = `${NAMESPACE_PREFIX}${id}`;
  const outerVeth = `pjh${id}`;
  const innerVeth = `pjn${id}`;
  const inUse = addressesInUse();
  let index = (process.pid * 4 + made) % SUBNETS;
  while (inUse.includes(`inet ${subnetAt(index).hostSide}/`) || inUse.includes(`inet ${subnetAt(index).mediaHost}/`)) {
    index = (index + 1) % SUBNETS;
  }
  const { hostSide, mediaHost } = subnetAt(index);
  ip('netns', 'add', namespace);
  try {
    ip('link', 'add', outerVeth, 'type', 'veth', 'peer', 'name', innerVeth);
    ip('link', 'set', innerVeth, 'netns', namespace);
    // No IPv6 on either end: no link-local chatter, no router solicitations, one address family.
    disableIpv6([], outerVeth);
    ip('addr', 'add', `${hostSide}/30`, 'dev', outerVeth);
    ip('link', 'set', outerVeth, 'up');
    ip('-n', namespace, 'link', 'set', 'lo', 'up');
    disableIpv6(['ip', 'netns', 'exec', namespace], 'all');
    ip('-n', namespace, 'addr', 'add', `${mediaHost}/30`, 'dev', innerVeth);
    ip('-n', namespace, 'link', 'set', innerVeth, 'up');
  } catch (error) {
    deleteMediaNetwork({ namespace, outerVeth });
    throw error;
  }
  return { namespace, mediaHost, hostSide, innerVeth, outerVeth };
}

/** Best effort: without sysctl the veth keeps an unused IPv6 link-local address, which stays on the link. */
function disableIpv6(prefix: string[], device: string): void {
  const command = [...prefix, 'sysctl', '-q', '-w', `net.ipv6.conf.${device}.disable_ipv6=1`];
  try {
    execFileSync(command[0] as string, command.slice(1), { stdio: 'ignore' });
  } catch {
    // no sysctl or no IPv6: nothing to disable
  }
}

function deleteNamespace(name: string): void {
  try {
    ip('netns', 'delete', name);
  } catch {
    // already gone
  }
}

/** Deletes the namespace (its veth end goes with it, and so does ours); kills anything left inside. Safe twice. */
export function deleteMediaNetwork(network: Pick<MediaNetwork, 'namespace' | 'outerVeth'>): void {
  killNamespaceProcesses(network.namespace);
  deleteNamespace(network.namespace);
  try {
    ip('link', 'delete', network.outerVeth);
  } catch {
    // deleted with the namespace
  }
}
