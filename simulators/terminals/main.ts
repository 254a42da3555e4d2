/**
 * The demo fleet: `tsx simulators/terminals/main.ts --help`. Prints `FLEET_READY <n>` once its
 * terminals have logged in; SIGTERM or SIGINT close their sockets and exit.
 */
import { parseFleetArgs, USAGE } from './cli.ts';
import { Fleet } from './fleet.ts';
import { announceReady } from './ready-file.ts';
import { onPath } from './voice/test-tools.ts';

const log = (line: string) => process.stderr.write(`fleet: ${line}\n`);

let cli;
try {
  cli = parseFleetArgs(process.argv.slice(2));
} catch (error) {
  process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n\n${USAGE}\n`);
  process.exit(2);
}
if (cli.help) {
  process.stdout.write(`${USAGE}\n`);
  process.exit(0);
}

if (!cli.voice) log('voice off (no --janus, no POC_JANUS_WS, or --voice 0)');
// Said once for the fleet, not once a radio: without the phrase tools the radios listen but do not talk on their own.
const phraseTools = ['espeak-ng', 'ffmpeg'].filter((tool) => !onPath(tool));
if (cli.voice?.setup.talkEveryS != null && phraseTools.length > 0) {
  log(`${phraseTools.join(' and ')} not installed: the radios listen in their rooms but do not talk on their own (apt-get install ${phraseTools.join(' ')})`);
  cli = { ...cli, voice: { ...cli.voice, setup: { ...cli.voice.setup, talkEveryS: null } } };
}
const fleet = new Fleet({ ...cli, log });
const stop = (signal: NodeJS.Signals) => {
  log(`${signal}: stopping ${fleet.size} terminals`);
  if (cli.voice) log(fleet.voiceSummary());
  // Let the close frames and the voices' leave requests go out before exiting, but not wait forever.
  setTimeout(() => process.exit(0), 2_000).unref();
  void fleet.stop().then(() => setTimeout(() => process.exit(0), 200).unref());
};
process.on('SIGTERM', stop);
process.on('SIGINT', stop);

const started = performance.now();
fleet.start().then(
  (online) => {
    log(`${online} of ${fleet.size} terminals online (${fleet.voiceCount} with voice) in ${Math.round(performance.now() - started)} ms`);
    announceReady(`FLEET_READY ${online}`, cli.readyFile);
  },
  (error: unknown) => {
    log(`could not start: ${error instanceof Error ? error.message : String(error)}`);
    process.exit(1);
  },
);
