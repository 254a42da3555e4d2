/**
 * Janus in a container (docker/janus.Dockerfile): writes our configuration (config.ts) for the
 * container's fixed address on the compose network and runs Janus in the foreground, its log on
 * stdout. Network isolation is the compose network's, so no namespace of our own here.
 * The AudioBridge admin key comes from POC_JANUS_ADMIN_KEY, as with simulators/janus/main.ts.
 */
import { spawn } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { CONTAINER_USAGE, parseJanusContainerArgs } from './container-cli.ts';
import { DEBIAN_JANUS_LIB, renderJanusConfig } from './config.ts';
import { findJanus } from './install.ts';

let cli;
try {
  cli = parseJanusContainerArgs(process.argv.slice(2));
} catch (error) {
  process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n${CONTAINER_USAGE}\n`);
  process.exit(2);
}
const binary = findJanus();
if (!binary) throw new Error('janus is not on PATH (the image installs the Debian package "janus")');

mkdirSync(cli.configDir, { recursive: true });
const files = renderJanusConfig({
  configDir: cli.configDir,
  libDir: DEBIAN_JANUS_LIB,
  mediaHost: cli.mediaHost,
  wsPort: cli.wsPort,
  iceEnforce: null,
  wsAcl: cli.wsAcl,
  rtpPortRange: '20000-29999',
  plainRtpPortRange: '40000-49999',
  adminKey: process.env.POC_JANUS_ADMIN_KEY || null,
});
for (const [name, content] of Object.entries(files)) writeFileSync(path.join(cli.configDir, name), content);

const janus = spawn(binary, ['-F', cli.configDir, '-C', path.join(cli.configDir, 'janus.jcfg')], { cwd: cli.configDir, stdio: 'inherit' });
for (const signal of ['SIGTERM', 'SIGINT'] as const) process.on(signal, () => janus.kill(signal));
janus.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
