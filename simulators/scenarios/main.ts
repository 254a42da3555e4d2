/**
 * `npm run scenario -- FILE --url URL [--seed N] [--plan]`: plays a QA scenario (docs/scenarios.md)
 * against an emulator. Prints the timeline as it runs and `SCENARIO_DONE <ran> <failed>` at the end;
 * exits 1 when an incident failed, 2 on a bad command line or file. Ctrl+C ends the run early.
 */
import { parseScenarioArgs, USAGE } from './cli.ts';
import { loadScenario } from './load.ts';
import { planScenario } from './plan.ts';
import { runScenario } from './runner.ts';
import { readRoster } from '../terminals/roster.ts';

const log = (line: string) => process.stderr.write(`scenario: ${line}\n`);

let cli;
let scenario;
try {
  cli = parseScenarioArgs(process.argv.slice(2));
  if (cli.help) {
    process.stdout.write(`${USAGE}\n`);
    process.exit(0);
  }
  scenario = loadScenario(cli.file);
} catch (error) {
  process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n\n${USAGE}\n`);
  process.exit(2);
}

if (cli.planOnly) {
  const plan = planScenario(scenario, await readRoster(cli.url, scenario.operator), cli.seed ?? scenario.seed);
  for (const terminal of plan.terminals) process.stdout.write(`${terminal.group} ${terminal.msId}${terminal.home ? ` at ${terminal.home.lat},${terminal.home.lng}` : ''}\n`);
  for (const action of plan.actions) process.stdout.write(`t+${(action.atMs / 1000).toFixed(2)}s ${action.do} ${action.msId}\n`);
  process.exit(0);
}

const abort = new AbortController();
process.on('SIGINT', () => abort.abort());
process.on('SIGTERM', () => abort.abort());
log(`${scenario.name}: ${cli.file} against ${cli.url}`);
try {
  const run = await runScenario({ baseUrl: cli.url, scenario, seed: cli.seed ?? undefined, log, signal: abort.signal });
  const failed = run.records.filter((record) => record.outcome.startsWith('failed')).length;
  process.stdout.write(`SCENARIO_DONE ${run.records.length} ${failed}\n`);
  process.exit(failed > 0 ? 1 : 0);
} catch (error) {
  log(`could not run: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
}
