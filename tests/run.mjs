// `npm test`: everything CI runs, in order, with one summary line at the end (CI reads it):
// type check, lint, unit tests (Vitest), console build, end-to-end tests (Playwright, Debian's Chromium).
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { createInterface } from 'node:readline';

const root = path.resolve(import.meta.dirname, '..');
const artifacts = path.join(root, 'tests/.artifacts');
rmSync(artifacts, { recursive: true, force: true });
mkdirSync(artifacts, { recursive: true });

const totals = { passed: 0, failed: 0, skipped: 0 };
const failures = [];
/** Each step's wall time, printed just before the closing line (CI time is a goal: 20 minutes). */
const stepTimes = [];
const runStarted = Date.now();
const noteTime = (label, started) => stepTimes.push(`${label} ${((Date.now() - started) / 1000).toFixed(0)} s`);
/** Tests skipped, with why: under CI=true a skip is a missing service, and fails the run. */
const skippedTests = [];

/** The machine's CPU counters (Linux /proc/stat, all cores): busy and total ticks. */
function cpuTicks() {
  const fields = readFileSync('/proc/stat', 'utf8').split('\n', 1)[0].trim().split(/\s+/).slice(1, 9).map(Number);
  const idle = fields[3] + fields[4];
  const total = fields.reduce((sum, value) => sum + value, 0);
  return { busy: total - idle, total };
}

/** How busy all cores were since `mark`: tells whether a step waits or computes (CI time is the goal). */
function cpuSince(mark) {
  const now = cpuTicks();
  const share = (now.busy - mark.busy) / Math.max(1, now.total - mark.total);
  return `machine CPU ${(share * 100).toFixed(0)} % busy`;
}

function run(label, command, args, env = {}) {
  console.log(`\n=== ${label}: ${command} ${args.join(' ')}`);
  const started = Date.now();
  const cpu = cpuTicks();
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit', env: { ...process.env, ...env } });
  console.log(`=== ${label}: exit ${result.status ?? result.signal} in ${((Date.now() - started) / 1000).toFixed(1)} s, ${cpuSince(cpu)}`);
  noteTime(label, started);
  return result.status === 0;
}

/** A step that is one check of its own (type check, lint, build). */
function check(label, command, args) {
  countCheck(label, run(label, command, args));
}

function countCheck(label, ok) {
  if (ok) totals.passed += 1;
  else {
    totals.failed += 1;
    failures.push(label);
  }
}

/** As `check`, without blocking: its output is held and printed in one piece when it ends. */
function checkAsync(label, command, args) {
  const started = Date.now();
  const child = spawn(command, args, { cwd: root, stdio: ['ignore', 'pipe', 'pipe'] });
  const output = [];
  child.stdout.on('data', (chunk) => output.push(chunk));
  child.stderr.on('data', (chunk) => output.push(chunk));
  return new Promise((resolve) => {
    child.on('close', (code, signal) => {
      console.log(`\n=== ${label}: ${command} ${args.join(' ')}`);
      process.stdout.write(Buffer.concat(output));
      console.log(`=== ${label}: exit ${code ?? signal} in ${((Date.now() - started) / 1000).toFixed(1)} s`);
      noteTime(label, started);
      countCheck(label, code === 0);
      resolve();
    });
  });
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
/** End-to-end tests that passed only on their retry: listed, so a flaky test is seen and mended. */
const flaky = [];
/** Uncaught exceptions in the console during end-to-end tests (harness/fixtures.ts notes them). */
const pageErrors = [];
// TEST_STEPS=unit,e2e (of check, lint, unit, build, e2e) runs only those steps; CI runs them all.
const steps = new Set((process.env.TEST_STEPS ?? 'check,lint,unit,build,e2e').split(','));

// Type check and lint each keep about one core busy for half a minute: run side by side.
await Promise.all([
  steps.has('check') ? checkAsync('type check', ...npx('tsc', '--noEmit', '-p', 'tsconfig.json')) : null,
  steps.has('lint') ? checkAsync('lint', ...npx('eslint', '-c', 'tests/lint/eslint.config.js', '--max-warnings', '0', '.')) : null,
]);

const unitReport = path.join(artifacts, 'unit.json');
if (steps.has('unit')) suite('unit', ...npx('vitest', 'run', '--reporter=default', '--reporter=json', `--outputFile.json=${unitReport}`), unitReport, (r) => ({
  passed: r.numPassedTests ?? 0,
  failed: (r.numFailedTests ?? 0) + (r.testResults ?? []).filter((f) => f.status === 'failed' && (f.assertionResults ?? []).length === 0).length,
  skipped: (r.numPendingTests ?? 0) + (r.numTodoTests ?? 0),
}));

if (steps.has('unit')) slowestUnitFiles(readJson(unitReport));
if (steps.has('unit')) skippedTests.push(...skippedUnitTests(readJson(unitReport)));

/** 'file › suite › test' of each unit test Vitest skipped (describe.skipIf names the service it needs). */
function skippedUnitTests(report) {
  return (report?.testResults ?? []).flatMap((file) =>
    (file.assertionResults ?? [])
      .filter((test) => test.status === 'skipped' || test.status === 'pending' || test.status === 'todo')
      .map((test) => `${path.relative(root, file.name)} › ${[...(test.ancestorTitles ?? []), test.title].join(' › ')}`),
  );
}

/** The ten unit test files that took longest, so the next cut of CI time starts from numbers. */
function slowestUnitFiles(report) {
  const files = (report?.testResults ?? []).map((file) => ({ name: path.relative(root, file.name), seconds: (file.endTime - file.startTime) / 1000 }));
  const slowest = files.sort((a, b) => b.seconds - a.seconds).slice(0, 10);
  if (slowest.length > 0) console.log(`Slowest unit files: ${slowest.map((file) => `${file.name} ${file.seconds.toFixed(1)} s`).join('; ')}`);
}

if (steps.has('build')) check('console build', ...npx('vite', 'build', '--logLevel', 'warn'));

// End to end in parallel shards, each a Playwright process with its own Janus and emulators
// (globalSetup), so they share nothing but the machine; E2E_SHARDS=1 runs them in one process.
const shards = Math.max(1, Number(process.env.E2E_SHARDS ?? 2));
if (steps.has('e2e')) await e2eShards(shards);

/** Runs the shards at once, their output line by line with a prefix, and sums their reports. */
async function e2eShards(count) {
  const label = 'end-to-end';
  console.log(`\n=== ${label}: playwright test in ${count} shard(s)`);
  const started = Date.now();
  const cpu = cpuTicks();
  const groups = balanceSpecs(count);
  const runs = groups.map((files, index) => {
    const shard = `${index + 1}/${count}`;
    const report = path.join(artifacts, `e2e-${index + 1}.json`);
    const specs = files.map((file) => `tests/e2e/${file}`);
    const args = ['playwright', 'test', '-c', 'tests/e2e/playwright.config.ts', '--output', path.join(artifacts, `e2e-results-${index + 1}`), ...specs];
    const child = spawn('npx', args, { cwd: root, stdio: ['ignore', 'pipe', 'pipe'], env: { ...process.env, PLAYWRIGHT_JSON_OUTPUT_NAME: report } });
    for (const stream of [child.stdout, child.stderr]) {
      createInterface({ input: stream }).on('line', (line) => console.log(`[${shard}] ${line}`));
    }
    return new Promise((resolve) => child.on('close', (code) => resolve({ shard, report, ok: code === 0 })));
  });
  const reports = [];
  for (const { shard, report, ok } of await Promise.all(runs)) {
    const r = existsSync(report) ? readJson(report) : null;
    if (r) reports.push(r);
    if (!r) {
      totals.failed += 1;
      failures.push(`${label} ${shard} (exited without a usable report)`);
      continue;
    }
    // A test that failed and then passed on its retry counts as passed, and is named below.
    const counts = { passed: (r.stats?.expected ?? 0) + (r.stats?.flaky ?? 0), failed: r.stats?.unexpected ?? 0, skipped: r.stats?.skipped ?? 0 };
    flaky.push(...flakyTitles(r));
    skippedTests.push(...skippedE2eTests(r));
    pageErrors.push(...pageErrorNotes(r));
    if (!ok && counts.failed === 0) {
      totals.failed += 1;
      failures.push(`${label} ${shard} (failed outside any test: setup or teardown)`);
    }
    totals.passed += counts.passed;
    totals.failed += counts.failed;
    totals.skipped += counts.skipped;
    if (counts.failed > 0) failures.push(`${label} ${shard}: ${counts.failed} failed`);
  }
  console.log(`=== ${label}: done in ${((Date.now() - started) / 1000).toFixed(1)} s, ${cpuSince(cpu)}`);
  noteTime(label, started);
  // Copy this over tests/e2e/timings.json when specs were added or became slower.
  writeFileSync(path.join(artifacts, 'e2e-timings.json'), `${JSON.stringify(specSeconds(reports), null, 2)}\n`);
}

/**
 * Spec files split into `count` groups of about equal running time (longest first, each into the
 * group with the least time so far), by the seconds tests/e2e/timings.json last measured; a spec
 * not listed there counts as the median. The map specs move as one unit.
 */
function balanceSpecs(count) {
  // Specs that draw the WebGL map or decode many video streams. Chromium renders WebGL and decodes
  // video in software here (a frame of the map costs a core for a while), so two of them at once
  // starve each other and time out: they stay in one shard, one after another.
  const MAP_SPEC = /^(map-|maps\.|geo-fences\.|geo-calls\.|track-playback\.|incident-timeline\.|surveillance\.|video-calls\.|terminal-monitor\.)/;
  const timings = readJson(path.join(root, 'tests/e2e/timings.json')) ?? {};
  // E2E_SPECS=sos,tabs runs those specs alone, still in shards (to show a shard's failure fails the run, say).
  const only = (process.env.E2E_SPECS ?? '').split(',').filter(Boolean).map((name) => `${name.replace(/\.spec\.ts$/, '')}.spec.ts`);
  const files = readdirSync(path.join(root, 'tests/e2e')).filter((file) => file.endsWith('.spec.ts') && (only.length === 0 || only.includes(file)));
  const known = Object.values(timings).sort((a, b) => a - b);
  const median = known[Math.floor(known.length / 2)] ?? 30;
  const cost = (file) => timings[file] ?? median;
  const mapSpecs = files.filter((file) => MAP_SPEC.test(file));
  const units = [
    ...(mapSpecs.length > 0 ? [{ files: mapSpecs, seconds: mapSpecs.reduce((sum, file) => sum + cost(file), 0) }] : []),
    ...files.filter((file) => !MAP_SPEC.test(file)).map((file) => ({ files: [file], seconds: cost(file) })),
  ];
  const groups = Array.from({ length: count }, () => ({ seconds: 0, files: [] }));
  for (const unit of units.sort((a, b) => b.seconds - a.seconds || a.files[0].localeCompare(b.files[0]))) {
    const lightest = groups.reduce((best, group) => (group.seconds < best.seconds ? group : best));
    lightest.files.push(...unit.files);
    lightest.seconds += unit.seconds;
  }
  return groups.map((group) => group.files.sort()).filter((group) => group.length > 0);
}

/** 'file:line: error' for each uncaught page exception a Playwright JSON report's tests noted. */
function pageErrorNotes(report) {
  const notes = [];
  eachE2eTest(report, (spec, t) => {
    for (const result of t.results ?? []) {
      for (const note of result.annotations ?? t.annotations ?? []) {
        if (note.type === 'page-error') notes.push(`${path.basename(spec.file)}:${spec.line}: ${note.description}`);
      }
    }
  });
  return [...new Set(notes)];
}

/** Calls visit(spec, test, file) for every test of a Playwright JSON report, with the spec file each is in. */
function eachE2eTest(report, visit) {
  const walk = (suite, file) => {
    for (const child of suite.suites ?? []) walk(child, child.file ?? file);
    for (const spec of suite.specs ?? []) for (const t of spec.tests) visit(spec, t, spec.file ?? file);
  };
  for (const suite of report.suites ?? []) walk(suite, suite.file);
}

/** Titles (file:line title, and the skip's reason) of the tests a Playwright JSON report skipped. */
function skippedE2eTests(report) {
  const titles = [];
  eachE2eTest(report, (spec, t) => {
    if (t.status !== 'skipped') return;
    const why = (t.annotations ?? []).find((note) => note.type === 'skip')?.description;
    titles.push(`${path.basename(spec.file)}:${spec.line} ${spec.title}${why ? ` (${why})` : ''}`);
  });
  return titles;
}

/** Titles (file:line title) of the tests a Playwright JSON report marks flaky. */
function flakyTitles(report) {
  const titles = [];
  eachE2eTest(report, (spec, t) => {
    if (t.status === 'flaky') titles.push(`${path.basename(spec.file)}:${spec.line} ${spec.title}`);
  });
  return titles;
}

/** Seconds per spec file, summed over its tests and projects, from Playwright JSON reports. */
function specSeconds(reports) {
  const seconds = {};
  for (const report of reports) {
    eachE2eTest(report, (_spec, t, file) => {
      const key = path.basename(file);
      for (const result of t.results) seconds[key] = (seconds[key] ?? 0) + result.duration / 1000;
    });
  }
  return Object.fromEntries(Object.keys(seconds).sort().map((key) => [key, Math.round(seconds[key])]));
}

if (pageErrors.length > 0) console.log(`\nUncaught errors in the console's pages (${pageErrors.length}): ${pageErrors.join('; ')}`);
if (flaky.length > 0) console.log(`\nPassed only on retry (${flaky.length}): ${flaky.join('; ')}`);
// In CI nothing may be skipped: a test skips only when a service it needs (Janus, PostgreSQL, NATS,
// ffmpeg, Chromium) is missing, and .ci/run provides them all, so a skip there is a broken machine.
if (process.env.CI === 'true' && totals.skipped > 0) {
  console.log(`\nSkipped under CI=true, which counts as failed (${skippedTests.length}): ${skippedTests.join('; ')}`);
  failures.push(`${totals.skipped} skipped under CI (a service they need is missing)`);
  totals.failed += totals.skipped;
  totals.skipped = 0;
}
if (failures.length > 0) console.log(`\nFailed: ${failures.join('; ')}`);
console.log(`Step times: ${stepTimes.join(', ')}; total ${((Date.now() - runStarted) / 1000).toFixed(0)} s`);
const skipped = totals.skipped > 0 ? `, ${totals.skipped} skipped` : '';
console.log(`${totals.passed} passed, ${totals.failed} failed${skipped}`);
process.exit(totals.failed > 0 ? 1 : 0);
