import { readFileSync } from 'node:fs';
import { isNode, LineCounter, parseDocument } from 'yaml';
import { ScenarioSchema, type Scenario } from './format.ts';

/** A scenario file that does not parse or does not fit the format; each problem names its line and field. */
export class ScenarioError extends Error {
  constructor(
    readonly file: string,
    readonly problems: readonly string[],
  ) {
    super(`${file}: ${problems.length === 1 ? problems[0] : `\n  ${problems.join('\n  ')}`}`);
  }
}

/** Parses and validates a scenario's YAML text; throws a ScenarioError with "line N, field: message" lines. */
export function parseScenario(text: string, file = 'scenario'): Scenario {
  const lines = new LineCounter();
  const document = parseDocument(text, { lineCounter: lines, prettyErrors: false, uniqueKeys: true });
  if (document.errors.length > 0) {
    throw new ScenarioError(
      file,
      document.errors.map((error) => `line ${lines.linePos(error.pos[0]).line}: ${error.message.split('\n')[0]}`),
    );
  }
  const parsed = ScenarioSchema.safeParse(document.toJS());
  if (parsed.success) return parsed.data;
  throw new ScenarioError(
    file,
    parsed.error.issues.map((issue) => {
      const path = issue.path.map((key) => (typeof key === 'number' ? `[${key}]` : `.${String(key)}`)).join('').replace(/^\./, '') || '(top)';
      return `line ${lineOf(document, lines, issue.path)}, ${path}: ${issue.message}`;
    }),
  );
}

export function loadScenario(file: string): Scenario {
  return parseScenario(readFileSync(file, 'utf8'), file);
}

/** The line of the deepest node of `path` the document has (a missing field: its parent's line). */
function lineOf(document: ReturnType<typeof parseDocument>, lines: LineCounter, path: readonly PropertyKey[]): number {
  for (let depth = path.length; depth >= 0; depth -= 1) {
    const node = document.getIn(path.slice(0, depth) as (string | number)[], true);
    if (isNode(node) && node.range) return lines.linePos(node.range[0]).line;
  }
  return 1;
}
