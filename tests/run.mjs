// `npm test`: everything CI runs, in order, with one summary line at the end (CI reads it):
// type check, lint, unit tests (Vitest), console build, end-to-end tests (Playwright, Debian's Chromium).
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const artifacts = path.join(root, 'tests/.artifacts');
rmSync(artifacts, { recursive: true, force: true });
mkdirSync(artifacts, { recursive: true });

const totals = { passed: 0, failed: 0, skipped: 0 };
const failures = [];

function run(label, command, args, env = {}) {
  console.log(`\n=== ${label}: ${command} ${args.join(' ')}`);
  const started = Date.now();
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit', env: { ...process.env, ...env } });
  console.log(`=== ${label}: exit ${result.status ?? result.signal} in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  return result.status === 0;
}

/** A step that is one check of its own (type check, lint, build). */
function check(label, command, args) {
  if (run(label, command, args)) totals.passed += 1;
  else {
    totals.failed += 1;
    failures.push(label);
  }
}

function readJson(file) {
  try {
    return JSON.parse(readFileSync(file, 'utf8'));
  } catch {
    return null;
  }
}

/** A test runner step: its own counts, from its JSON report; a crash without a report counts as one failure. */
function suite(label, command, args, reportFile, count, env) {
  const ok = run(label, command, args, env);
  const report = existsSync(reportFile) ? readJson(reportFile) : null;
  const counts = report ? count(report) : null;
  if (!counts || (!ok && counts.failed === 0)) {
    totals.failed += 1;
    failures.push(`${label} (exited without a usable report)`);
  }
  if (counts) {
    totals.passed += counts.passed;
    totals.failed += counts.failed;
    totals.skipped += counts.skipped;
    if (counts.failed > 0) failures.push(`${label}: ${counts.failed} failed`);
  }
}

const npx = (...args) => ['npx', args];

check('type check', ...npx('tsc', '--noEmit', '-p', 'tsconfig.json'));
check('lint', ...npx('eslint', '-c', 'tests/lint/eslint.config.js', '--max-warnings', '0', '.'));

const unitReport = path.join(artifacts, 'unit.json');
suite('unit', ...npx('vitest', 'run', '--reporter=default', '--reporter=json', `--outputFile.json=${unitReport}`), unitReport, (r) => ({
  passed: r.numPassedTests ?? 0,
  failed: (r.numFailedTests ?? 0) + (r.testResults ?? []).filter((f) => f.status === 'failed' && (f.assertionResults ?? []).length === 0).length,
  skipped: (r.numPendingTests ?? 0) + (r.numTodoTests ?? 0),
}));

check('console build', ...npx('vite', 'build', '--logLevel', 'warn'));

const e2eReport = path.join(artifacts, 'e2e.json');
suite(
  'end-to-end',
  ...npx('playwright', 'test', '-c', 'tests/e2e/playwright.config.ts'),
  e2eReport,
  (r) => ({ passed: r.stats?.expected ?? 0, failed: (r.stats?.unexpected ?? 0) + (r.stats?.flaky ?? 0), skipped: r.stats?.skipped ?? 0 }),
  { PLAYWRIGHT_JSON_OUTPUT_NAME: e2eReport },
);

if (failures.length > 0) console.log(`\nFailed: ${failures.join('; ')}`);
const skipped = totals.skipped > 0 ? `, ${totals.skipped} skipped` : '';
console.log(`${totals.passed} passed, ${totals.failed} failed${skipped}`);
process.exit(totals.failed > 0 ? 1 : 0);
