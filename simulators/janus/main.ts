/**
 * Starts the project's Janus: `node --import tsx simulators/janus/main.ts [--network auto|netns|host]`.
 * Prints `JANUS_READY <ws-url> <media-host-ip> <host-side-ip>` once its WebSocket transport
 * answers; logs go to stderr (Janus's own log to .run/janus-<pid>/janus.log). SIGTERM or SIGINT
 * stop Janus and delete its network namespace. The AudioBridge admin key is taken from
 * POC_JANUS_ADMIN_KEY (the emulator gets the same one); without it rooms need no key.
 */
import { parseArgs } from 'node:util';
import { z } from 'zod';
import { janusLogTail, startJanus } from './janus-runtime.ts';

const USAGE = 'Usage: node --import tsx simulators/janus/main.ts [--network auto|netns|host] [--keep-run-dir]';
const log = (line: string) => process.stderr.write(`janus: ${line}\n`);

const Options = z.object({ network: z.enum(['auto', 'netns', 'host']), 'keep-run-dir': z.boolean(), help: z.boolean() });

async function main(): Promise<void> {
  let options: z.infer<typeof Options>;
  try {
    const { values } = parseArgs({
      args: process.argv.slice(2),
      strict: true,
      options: {
        network: { type: 'string', default: 'auto' },
        'keep-run-dir': { type: 'boolean', default: false },
        help: { type: 'boolean', default: false },
      },
    });
    options = Options.parse(values);
  } catch (error) {
    process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n${USAGE}\n`);
    process.exit(2);
  }
  if (options.help) {
    process.stdout.write(`${USAGE}\n`);
    return;
  }
  const started = performance.now();
  const janus = await startJanus({
    network: options.network,
    adminKey: process.env.POC_JANUS_ADMIN_KEY || null,
    keepRunDir: options['keep-run-dir'],
    log,
  });
  log(`ready in ${Math.round(performance.now() - started)} ms${janus.namespace ? ` in namespace ${janus.namespace}` : ' on the host network'}; log in ${janus.runDir}/janus.log`);
  let stopping = false;
  const stop = (signal: NodeJS.Signals) => {
    if (stopping) return;
    stopping = true;
    log(`${signal}: stopping`);
    janus.stop().then(
      () => process.exit(0),
      (error: unknown) => {
        log(`stop failed: ${error instanceof Error ? error.message : String(error)}`);
        process.exit(1);
      },
    );
  };
  process.on('SIGTERM', stop);
  process.on('SIGINT', stop);
  // Janus dying on its own ends this process too, so whoever started it notices.
  void janus.exited.then((note) => {
    if (stopping) return;
    log(`${note}; the end of its log:\n${janusLogTail(janus.runDir)}`);
    stopping = true;
    void janus.stop().finally(() => process.exit(1));
  });
  process.stdout.write(`JANUS_READY ${janus.wsUrl} ${janus.mediaHost} ${janus.hostSide}\n`);
}

main().catch((error: unknown) => {
  log(error instanceof Error ? error.message : String(error));
  process.exit(1);
});
