import { spawn, type ChildProcess } from 'node:child_process';
import { closeSync, existsSync, mkdirSync, openSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import path from 'node:path';
import { DEBIAN_JANUS_LIB, renderJanusConfig } from './config.ts';
import { ensureJanusInstalled } from './install.ts';
import { canMakeNamespaces, createMediaNetwork, deleteMediaNetwork, removeStaleNamespaces, type MediaNetwork } from './netns.ts';
import { waitForJanus } from './ready.ts';

const ROOT = path.resolve(import.meta.dirname, '../..');
export const JANUS_WS_PORT = 8188;
export const JanusTimes = { readyMs: 20_000, stopGraceMs: 5_000 } as const;

export type JanusRuntimeOptions = {
  /** netns: a namespace of our own (root + iproute2); host: normal interfaces, transports on 127.0.0.1; auto picks. */
  network?: 'auto' | 'netns' | 'host';
  /** Folder for run folders (default <repo>/.run). */
  runRoot?: string;
  /** AudioBridge/Streaming admin key; null: none. */
  adminKey?: string | null;
  readyTimeoutMs?: number;
  /** Kill Janus and delete its namespace on SIGINT/SIGTERM of this process (for owners without their own stop). */
  cleanupOnSignals?: boolean;
  /** Keep the run folder (config and janus.log) after stop. */
  keepRunDir?: boolean;
  log?: (line: string) => void;
};

export type RunningJanus = {
  readonly wsUrl: string;
  /** Where Janus is: plain-RTP and ICE address. */
  readonly mediaHost: string;
  /** Where our own processes and the browser sit as seen from Janus. */
  readonly hostSide: string;
  readonly namespace: string | null;
  readonly runDir: string;
  readonly pid: number;
  /** Resolves with a description once the Janus process has ended, asked to or not. */
  readonly exited: Promise<string>;
  /** SIGTERM, SIGKILL after a grace period, then deletes the namespace. Safe to call twice. */
  stop(): Promise<void>;
};

let started = 0;

/** Installs (if needed), configures and starts Janus, and waits until its WebSocket transport answers. */
export async function startJanus(options: JanusRuntimeOptions = {}): Promise<RunningJanus> {
  const log = options.log ?? (() => undefined);
  const binary = ensureJanusInstalled(log);
  const runRoot = options.runRoot ?? path.join(ROOT, '.run');
  const useNamespace = options.network === 'netns' || (options.network !== 'host' && canMakeNamespaces());
  if (useNamespace) removeStaleNamespaces(log);
  removeStaleRunDirs(runRoot);

  const runDir = path.join(runRoot, `janus-${process.pid}${started ? `-${started}` : ''}`);
  started += 1;
  mkdirSync(runDir, { recursive: true });
  const network: MediaNetwork | null = useNamespace ? createMediaNetwork() : null;
  const mediaHost = network?.mediaHost ?? '127.0.0.1';
  const wsPort = network ? JANUS_WS_PORT : await freeLoopbackPort();
  const files = renderJanusConfig({
    configDir: runDir,
    libDir: DEBIAN_JANUS_LIB,
    mediaHost,
    wsPort,
    iceEnforce: network?.innerVeth ?? null,
    wsAcl: network ? network.hostSide : '127.',
    rtpPortRange: '20000-29999',
    plainRtpPortRange: '40000-49999',
    adminKey: options.adminKey ?? null,
  });
  for (const [name, content] of Object.entries(files)) writeFileSync(path.join(runDir, name), content);

  const logFile = path.join(runDir, 'janus.log');
  const logFd = openSync(logFile, 'a');
  const janusArgs = [binary, '-F', runDir, '-C', path.join(runDir, 'janus.jcfg')];
  const [command, ...args] = network ? ['ip', 'netns', 'exec', network.namespace, ...janusArgs] : janusArgs;
  // cwd is the run folder: a core dump of a crashing Janus lands there (git-ignored), not in the checkout.
  const child = spawn(command as string, args, { cwd: runDir, stdio: ['ignore', logFd, logFd] });
  closeSync(logFd);
  let exitNote: string | null = null;
  const exited = new Promise<string>((resolve) => {
    child.once('exit', (code, signal) => resolve((exitNote = `Janus exited (${code ?? signal})`)));
    child.once('error', (error) => resolve((exitNote = `Janus could not start: ${error.message}`)));
  });

  const cleanUpNow = () => {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
    if (network) deleteMediaNetwork(network);
  };
  const onSignal = (signal: NodeJS.Signals) => {
    cleanUpNow();
    unhook();
    // We were the only one listening: behave as if we had not listened (the default ends the process).
    if (process.listenerCount(signal) === 0) process.kill(process.pid, signal);
  };
  const unhook = () => {
    process.off('exit', cleanUpNow);
    process.off('SIGINT', onSignal);
    process.off('SIGTERM', onSignal);
  };
  process.on('exit', cleanUpNow);
  if (options.cleanupOnSignals) {
    process.on('SIGINT', onSignal);
    process.on('SIGTERM', onSignal);
  }

  let stopping: Promise<void> | null = null;
  const stop = () =>
    (stopping ??= (async () => {
      await terminate(child, JanusTimes.stopGraceMs);
      if (network) deleteMediaNetwork(network);
      unhook();
      if (!options.keepRunDir) rmSync(runDir, { recursive: true, force: true });
    })());

  const wsUrl = `ws://${mediaHost}:${wsPort}/`;
  try {
    await waitForJanus(wsUrl, options.readyTimeoutMs ?? JanusTimes.readyMs, () => exitNote);
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    await terminate(child, JanusTimes.stopGraceMs);
    if (network) deleteMediaNetwork(network);
    unhook();
    throw new Error(`${reason}\n--- last lines of ${logFile} ---\n${tail(logFile, 30)}`, { cause: error });
  }
  return { wsUrl, mediaHost, hostSide: network?.hostSide ?? '127.0.0.1', namespace: network?.namespace ?? null, runDir, pid: child.pid ?? 0, exited, stop };
}

function terminate(child: ChildProcess, graceMs: number): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null || child.pid === undefined) return Promise.resolve();
  return new Promise((resolve) => {
    const killer = setTimeout(() => child.kill('SIGKILL'), graceMs);
    child.once('exit', () => {
      clearTimeout(killer);
      resolve();
    });
    child.kill('SIGTERM');
  });
}

/** The last lines of the Janus log of a run folder. */
export const janusLogTail = (runDir: string, lines = 30): string => tail(path.join(runDir, 'janus.log'), lines);

function tail(file: string, lines: number): string {
  try {
    return readFileSync(file, 'utf8').trimEnd().split('\n').slice(-lines).join('\n');
  } catch {
    return '(no log)';
  }
}

function freeLoopbackPort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port'))));
    });
  });
}

/** Run folders of owners that are gone (their logs are of no more use). */
function removeStaleRunDirs(runRoot: string): void {
  if (!existsSync(runRoot)) return;
  for (const name of readdirSync(runRoot)) {
    const owner = /^janus-(\d+)(-\d+)?$/.exec(name)?.[1];
    if (!owner || owner === String(process.pid)) continue;
    try {
      process.kill(Number(owner), 0);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ESRCH') rmSync(path.join(runRoot, name), { recursive: true, force: true });
    }
  }
}
