// ESLint rule: no import cycles between folders in non-test code, except the ones listed in
// tests/lint/import-cycles-baseline.json, which may only shrink. A cycle is a property of the whole
// tree, not of one file, so the rule runs on one anchor file (this one, see importCyclesConfig):
// it reads every source file itself, builds the folder graph and reports each cycle once there.
import fs from 'node:fs';
import path from 'node:path';
// Already loaded by typescript-eslint's parser in a lint run. Its pre-processor (preProcessFile) is
// TypeScript's own scanner, so comments and strings are skipped; it reads the repository in about 1 s
// of a lint run, where parsing every file again would take 4-6 s.
import ts from 'typescript';

const ROOT = path.resolve(import.meta.dirname, '../..');
const BASELINE = 'tests/lint/import-cycles-baseline.json';
const SOURCE = /\.(ts|tsx|js|mjs)$/;
const TEST_FILE = /\.test\.(ts|tsx|js|mjs)$/;
/** Generated, installed or run-time folders, at any depth: not ours to check. */
const SKIPPED = new Set(['node_modules', 'dist']);
/** Top-level folders without non-test code: the tests, and what ESLint ignores too. */
const SKIPPED_AT_TOP = new Set(['tests', 'data', 'bench-results', 'test-results', 'playwright-report']);
/** What an import may leave out: the file's extension, or a folder's index file. */
const EXTENSIONS = ['.ts', '.tsx', '.js', '.mjs'];
const INDEXES = EXTENSIONS.map((extension) => `/index${extension}`);

/** Every file under root (repository-relative, '/'-separated), minus the skipped folders and dot-folders. */
function listFiles(root, folder = '', found = []) {
  for (const entry of fs.readdirSync(path.join(root, folder), { withFileTypes: true })) {
    const relative = folder ? `${folder}/${entry.name}` : entry.name;
    if (!entry.isDirectory()) found.push(relative);
    else if (!entry.name.startsWith('.') && !SKIPPED.has(entry.name) && !(folder === '' && SKIPPED_AT_TOP.has(entry.name))) {
      listFiles(root, relative, found);
    }
  }
  return found;
}

/** Relative specifiers a file imports, with their lines: static imports, export-from, import() of a
 * literal, `import('…')` types and `declare module '…'` augmentations. Type-only imports count too:
 * they do not run, but they still tie the two folders together. */
function importsOf(code) {
  const imports = [];
  let line = 1;
  let counted = 0;
  for (const { fileName, pos } of ts.preProcessFile(code, true, false).importedFiles) {
    for (; counted < pos; counted += 1) if (code.charCodeAt(counted) === 10) line += 1;
    if (/^\.\.?(\/|$)/.test(fileName)) imports.push({ source: fileName, line });
  }
  return imports;
}

/** The file a relative import of `file` names, as Vite resolves it; undefined outside the tree. */
function resolveImport(file, source, isFile) {
  const base = path.posix.normalize(path.posix.join(path.posix.dirname(file), source)).replace(/\/$/, '');
  const candidates = [base, ...EXTENSIONS.map((extension) => base + extension), ...INDEXES.map((index) => base + index)];
  // TypeScript's convention: './x.js' may name x.ts.
  if (base.endsWith('.js')) candidates.push(base.replace(/\.js$/, '.ts'), base.replace(/\.js$/, '.tsx'));
  return candidates.find(isFile);
}

/** Folder → folder it imports → the first import that does it ({ file, line, target }), from every
 * file → its code (undefined for the files that are only import targets). */
function folderGraph(files) {
  const isFile = (file) => files.has(file);
  const graph = new Map();
  for (const [file, code] of [...files].sort(([a], [b]) => (a < b ? -1 : 1))) {
    if (code === undefined) continue;
    const from = path.posix.dirname(file);
    for (const { source, line } of importsOf(code)) {
      const target = resolveImport(file, source, isFile);
      const to = target && path.posix.dirname(target);
      if (!to || to === from) continue;
      if (!graph.has(from)) graph.set(from, new Map());
      if (!graph.get(from).has(to)) graph.get(from).set(to, { file, line, target });
    }
  }
  return graph;
}

/** The strongly connected components of more than one folder (Tarjan), each sorted, sorted by first folder. */
function findCycles(graph) {
  const index = new Map();
  const low = new Map();
  const stack = [];
  const onStack = new Set();
  const cycles = [];
  const visit = (folder) => {
    index.set(folder, index.size);
    low.set(folder, index.get(folder));
    stack.push(folder);
    onStack.add(folder);
    for (const next of graph.get(folder)?.keys() ?? []) {
      if (!index.has(next)) visit(next);
      if (onStack.has(next)) low.set(folder, Math.min(low.get(folder), low.get(next)));
    }
    if (low.get(folder) !== index.get(folder)) return;
    const component = [];
    let member;
    do {
      member = stack.pop();
      onStack.delete(member);
      component.push(member);
    } while (member !== folder);
    if (component.length > 1) cycles.push(component.sort());
  };
  for (const folder of graph.keys()) if (!index.has(folder)) visit(folder);
  return cycles.sort((a, b) => (a[0] < b[0] ? -1 : 1));
}

/** One example import per edge inside the cycle ("file:line → target"): what a developer could cut. */
function edgeLines(graph, cycle, keep = () => true) {
  const lines = [];
  for (const from of cycle) {
    for (const [to, { file, line, target }] of graph.get(from) ?? []) {
      if (cycle.includes(to) && keep(from, to)) lines.push(`  ${file}:${line} → ${target}`);
    }
  }
  return lines.join('\n');
}

const list = (folders) => `[${folders.join(', ')}]`;
/** A baseline entry named short: the cycle's own message lists every folder already. */
const entryName = (entry) => (entry.length > 3 ? `[${entry[0]}, … ${entry.length} folders]` : list(entry));
const overlaps = (a, b) => a.some((folder) => b.includes(folder));

/** What is wrong against the baseline (lists of folders): new or grown cycles, and entries that are
 * no longer today's cycles (gone, or smaller), so the baseline only ever shrinks. */
function compareWithBaseline(graph, cycles, baseline, baselineName) {
  const entries = baseline.map((entry) => [...entry].sort());
  const key = (folders) => folders.join('\n');
  const cycleKeys = new Set(cycles.map(key));
  const problems = [];
  for (const cycle of cycles) {
    const near = entries.filter((entry) => overlaps(entry, cycle));
    // Listed, or smaller than its entry: then the entry is what to fix, reported below.
    if (near.some((entry) => cycle.every((folder) => entry.includes(folder)))) continue;
    if (near.length === 0) {
      problems.push(`New import cycle between folders ${list(cycle)}. Cut one of these imports:\n${edgeLines(graph, cycle)}`);
      continue;
    }
    const added = cycle.filter((folder) => !near.some((entry) => entry.includes(folder)));
    // New edges: those not inside one baseline entry, which took in a folder or joined two entries.
    const isNew = (from, to) => !near.some((entry) => entry.includes(from) && entry.includes(to));
    const rest = edgeLines(graph, cycle, (from, to) => !isNew(from, to));
    problems.push(
      `Import cycle between folders ${list(cycle)} grew past ${near.map(entryName).join(' and ')} of ${baselineName}` +
        `${added.length ? `, taking in ${added.join(', ')}` : ''}. Cut the imports that made it grow:\n` +
        `${edgeLines(graph, cycle, isNew)}${rest ? `\nThe rest of the cycle, as the baseline has it:\n${rest}` : ''}`,
    );
  }
  for (const entry of entries) {
    if (cycleKeys.has(key(entry))) continue;
    const near = cycles.filter((cycle) => overlaps(entry, cycle));
    if (near.some((cycle) => !cycle.every((folder) => entry.includes(folder)))) continue; // grown: reported above
    problems.push(
      near.length === 0
        ? `${list(entry)} of ${baselineName} is no longer an import cycle: delete the entry (the baseline only shrinks).`
        : `${entryName(entry)} of ${baselineName} is now ${near.length === 1 ? 'the smaller cycle' : 'the cycles'} ${near.map(list).join(' and ')}: replace the entry (the baseline only shrinks).`,
    );
  }
  return problems;
}

function readBaseline(file) {
  return fs.existsSync(file) ? JSON.parse(fs.readFileSync(file, 'utf8')).cycles : [];
}

/** The whole tree under root, checked once per process: a CLI lint run. (An editor's long-lived ESLint
 * server keeps its first answer until restarted; ESLint's --cache would skip the unchanged anchor.) */
const checked = new Map();
export function checkTree(root = ROOT, baselineFile = path.join(root, BASELINE)) {
  const cacheKey = `${root}\n${baselineFile}`;
  if (!checked.has(cacheKey)) {
    const files = new Map();
    // Only non-test source files import; the others (tests, stylesheets, assets) are only targets.
    for (const file of listFiles(root)) files.set(file, SOURCE.test(file) && !TEST_FILE.test(file) ? fs.readFileSync(path.join(root, file), 'utf8') : undefined);
    const graph = folderGraph(files);
    const cycles = findCycles(graph);
    checked.set(cacheKey, { cycles, problems: compareWithBaseline(graph, cycles, readBaseline(baselineFile), path.relative(root, baselineFile)) });
  }
  return checked.get(cacheKey);
}

export const importCyclesRule = {
  meta: {
    type: 'problem',
    docs: { description: 'No import cycles between folders beyond tests/lint/import-cycles-baseline.json' },
    // root and baseline: for the rule's tests, which check small trees of their own.
    schema: [{ type: 'object', properties: { root: { type: 'string' }, baseline: { type: 'string' } }, additionalProperties: false }],
  },
  create(context) {
    const { root = ROOT, baseline } = context.options[0] ?? {};
    return {
      Program: () => {
        for (const message of checkTree(root, baseline ? path.resolve(root, baseline) : undefined).problems) {
          context.report({ loc: { line: 1, column: 0 }, message });
        }
      },
    };
  },
};

/** The rule on its anchor, this file, which every lint of the repository includes. */
export const importCyclesConfig = {
  files: ['tests/lint/import-cycles.js'],
  plugins: { cycles: { rules: { 'import-cycles': importCyclesRule } } },
  rules: { 'cycles/import-cycles': 'error' },
};
