import { parseArgs } from 'node:util';
import { z } from 'zod';

export const USAGE = `Usage: npm run scenario -- FILE [--url URL] [--seed N] [--plan]

  FILE        a scenario file (docs/scenarios.md); examples in scenarios/
  --url URL   the emulator (default http://127.0.0.1:8765)
  --seed N    overrides the file's seed: same seed, same timeline
  --plan      print the planned timeline (after reading the roster) and exit without running it
  --help      this text`;

export type ScenarioCli = { readonly file: string; readonly url: string; readonly seed: number | null; readonly planOnly: boolean; readonly help: boolean };

const Options = z.object({
  url: z.url({ protocol: /^https?$/ }),
  seed: z.coerce.number().int().optional(),
  plan: z.boolean(),
  help: z.boolean(),
});

export function parseScenarioArgs(argv: readonly string[]): ScenarioCli {
  const { values, positionals } = parseArgs({
    args: [...argv],
    strict: true,
    allowPositionals: true,
    options: {
      url: { type: 'string', default: 'http://127.0.0.1:8765' },
      seed: { type: 'string' },
      plan: { type: 'boolean', default: false },
      help: { type: 'boolean', default: false },
    },
  });
  const parsed = Options.safeParse(values);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw new Error(`--${String(issue?.path[0])}: ${issue?.message}`);
  }
  if (!parsed.data.help && positionals.length !== 1) throw new Error('name one scenario file');
  return { file: positionals[0] ?? '', url: parsed.data.url.replace(/\/+$/, ''), seed: parsed.data.seed ?? null, planOnly: parsed.data.plan, help: parsed.data.help };
}
