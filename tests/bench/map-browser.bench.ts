import { createReadStream, existsSync, statSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { chromium, type Browser } from '@playwright/test';
import { build } from 'vite';
import { chromiumPath, CHROMIUM_ARGS } from '../e2e/harness/chromium.ts';
import { writeSuite, type Measurement } from './report.ts';

/**
 * Issue 5's map benchmark in headless Chromium: 1k, 10k and 100k live terminals, 10 % moving each
 * second, through the console's path (fixes in columns → fleet reducer → binary attributes → deck.gl),
 * the same path fed fix event objects (as before the columns) and, in the same run, through a
 * MapLibre GeoJSON source with setData of every position (the baseline). WebGL is
 * software here (SwiftShader), so frame rates are software-GL figures; main-thread costs are not.
 */
const root = path.resolve(import.meta.dirname, '../..');
const pageDir = path.join(import.meta.dirname, 'map-browser');
const outDir = path.join(root, '.run/bench-map');
const SIZES = [1_000, 10_000, 100_000];
const BATCHES = 8;
const INTERVAL_MS = 1_000;
const PROBE_EVERY_MS = 250;

type PageResult = {
  /** Main-thread task time per batch (CDP TaskDuration), deferred work and drawing included. */
  busyMsPerBatch: number;
  /** The same in main-thread CPU time (thread ticks): what a loaded machine's waiting does not inflate. */
  busyCpuMsPerBatch: number;
  applyMs: number[];
  steps: { fold: number[]; rows: number[]; deck: number[] };
  applyCpuMs: number[];
  readCostMs: number;
  frameMs: number[];
  longTasks: number[];
  inputDelayMs: number[];
  redrawsPerSecond: number;
  framesPerSecond: number;
};

const LABELS: Record<string, string> = {
  deck: 'console (fixes in columns, binary attributes, deck.gl)',
  'deck-objects': 'console before columns (fix event objects, binary attributes, deck.gl)',
  geojson: 'baseline (MapLibre GeoJSON setData)',
};

const TYPES: Record<string, string> = { '.html': 'text/html', '.js': 'text/javascript', '.mjs': 'text/javascript', '.css': 'text/css', '.map': 'application/json' };

function serve(dir: string): Promise<Server> {
  const server = createServer((request, response) => {
    const pathname = new URL(request.url ?? '/', 'http://localhost').pathname;
    const file = path.join(dir, pathname === '/' ? 'index.html' : path.normalize(pathname));
    if (!file.startsWith(dir) || !existsSync(file) || !statSync(file).isFile()) {
      response.writeHead(404).end();
      return;
    }
    response.writeHead(200, { 'content-type': TYPES[path.extname(file)] ?? 'application/octet-stream' });
    createReadStream(file).pipe(response);
  });
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(server)));
}

const sorted = (values: number[]) => [...values].sort((a, b) => a - b);
const quantile = (values: number[], q: number) => {
  const list = sorted(values);
  return list.length === 0 ? 0 : list[Math.min(list.length - 1, Math.floor(q * list.length))]!;
};
const round = (value: number, digits = 2) => Number(value.toFixed(digits));

async function measure(browser: Browser, url: string, mode: string, n: number): Promise<PageResult> {
  const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
  try {
    await page.goto(`${url}/?mode=${mode}&n=${n}`);
    await page.evaluate(() => window.mapBench.ready);
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Performance.enable');
    const taskSeconds = async () => ((await cdp.send('Performance.getMetrics')).metrics.find((metric) => metric.name === 'TaskDuration')?.value ?? 0);
    // A second session reports the same metric in the main thread's CPU time (thread ticks).
    const cpu = await page.context().newCDPSession(page);
    await cpu.send('Performance.enable', { timeDomain: 'threadTicks' });
    const cpuSeconds = async () => ((await cpu.send('Performance.getMetrics')).metrics.find((metric) => metric.name === 'TaskDuration')?.value ?? 0);
    await page.exposeFunction('benchCpuMs', async () => (await cpuSeconds()) * 1000);
    let running = true;
    // A dispatcher's clicks while the map works: how long each waits for the main thread.
    const probing = (async () => {
      while (running) {
        // Raw input: page.click would wait for animation frames, which a saturated software GL withholds.
        await page.mouse.click(30, 18).catch(() => undefined);
        await new Promise((resolve) => setTimeout(resolve, PROBE_EVERY_MS));
      }
    })();
    const before = await taskSeconds();
    const cpuBefore = await cpuSeconds();
    const result = await page.evaluate(([batches, interval]) => window.mapBench.run(batches!, interval!), [BATCHES, INTERVAL_MS]);
    const busyMsPerBatch = ((await taskSeconds()) - before) * 1000 / BATCHES;
    const busyCpuMsPerBatch = ((await cpuSeconds()) - cpuBefore) * 1000 / BATCHES;
    running = false;
    await probing;
    return { ...result, busyMsPerBatch, busyCpuMsPerBatch };
  } finally {
    await page.close();
  }
}

export async function runMapBrowserBench(): Promise<void> {
  await build({
    configFile: false,
    root: pageDir,
    base: './',
    logLevel: 'warn',
    publicDir: false,
    define: { global: 'globalThis' },
    build: {
      outDir,
      emptyOutDir: true,
      chunkSizeWarningLimit: 4_000,
      rolldownOptions: {
        // The console's own build ignores the same two (vite.config.ts): "use client" and janus.js's UMD test.
        onwarn(warning, warn) {
          if (warning.code === 'MODULE_LEVEL_DIRECTIVE' || warning.code === 'COMMONJS_VARIABLE_IN_ESM') return;
          warn(warning);
        },
      },
    },
  });
  const server = await serve(outDir);
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  // WebGL in the GPU process (SwiftShader there), as with a real GPU: the page's main thread only
  // issues commands. With --disable-gpu (the e2e flags) Chromium draws on the main thread itself.
  const gpuProcess = ['--use-angle=swiftshader', '--enable-unsafe-swiftshader', '--ignore-gpu-blocklist'];
  const browser = await chromium.launch({ executablePath: chromiumPath(), args: [...CHROMIUM_ARGS.filter((flag) => flag !== '--disable-gpu'), ...gpuProcess] });
  const measurements: Measurement[] = [];
  const ratios: Record<string, number> = {};
  try {
    for (const n of SIZES) {
      const results: Record<string, PageResult> = {};
      for (const mode of ['deck', 'deck-objects', 'geojson']) {
        const result = await measure(browser, url, mode, n);
        results[mode] = result;
        const label = LABELS[mode]!;
        const moved = Math.round(n / 10).toLocaleString('en-US');
        measurements.push(
          { name: `${label}, ${n.toLocaleString('en-US')} terminals: apply a batch of ${moved} positions, median`, value: round(quantile(result.applyMs, 0.5)), unit: 'ms', note: `max ${round(Math.max(...result.applyMs))} ms over ${result.applyMs.length} batches` },
          { name: `${label}, ${n.toLocaleString('en-US')} terminals: apply a batch of ${moved} positions, main-thread CPU, median`, value: round(quantile(result.applyCpuMs, 0.5)), unit: 'ms', note: `max ${round(Math.max(...result.applyCpuMs))} ms; CDP thread ticks read just before and after the apply, less the reads' own cost (${round(result.readCostMs)} ms, median of 7 empty pairs)` },
          ...(result.steps.fold.length > 0
            ? [{ name: `${label}, ${n.toLocaleString('en-US')} terminals: apply, deck.gl step (new layers, setProps), median`, value: round(quantile(result.steps.deck, 0.5)), unit: 'ms', note: `wall time; the other steps: fleet fold ${round(quantile(result.steps.fold, 0.5))} ms; attribute rows ${round(quantile(result.steps.rows, 0.5))} ms` }]
            : []),
          { name: `${label}, ${n.toLocaleString('en-US')} terminals: main-thread CPU per batch, all of it`, value: round(result.busyCpuMsPerBatch, 1), unit: 'ms', note: 'as the next figure, in thread CPU time rather than wall time' },
          { name: `${label}, ${n.toLocaleString('en-US')} terminals: main-thread time per batch, all of it`, value: round(result.busyMsPerBatch, 1), unit: 'ms', note: 'CDP TaskDuration over the run / batches: the apply, deferred work, drawing commands, the clicks' },
          { name: `${label}, ${n.toLocaleString('en-US')} terminals: longest main-thread task`, value: round(Math.max(0, ...result.longTasks), 0), unit: 'ms', note: `${result.longTasks.length} long tasks (> 50 ms)` },
          { name: `${label}, ${n.toLocaleString('en-US')} terminals: input delay of a click, max`, value: round(Math.max(0, ...result.inputDelayMs), 1), unit: 'ms', note: `p50 ${round(quantile(result.inputDelayMs, 0.5), 1)} ms over ${result.inputDelayMs.length} clicks` },
          { name: `${label}, ${n.toLocaleString('en-US')} terminals: frame time, median (software GL)`, value: round(quantile(result.frameMs, 0.5), 1), unit: 'ms', note: `p95 ${round(quantile(result.frameMs, 0.95), 1)} ms; ${round(result.framesPerSecond, 1)} animation frames/s` },
          { name: `${label}, ${n.toLocaleString('en-US')} terminals: redraws per second`, value: round(result.redrawsPerSecond, 1), unit: '/s', note: `${round(result.redrawsPerSecond / Math.max(result.framesPerSecond, 0.001), 2)} redraws per animation frame` },
        );
      }
      const deck = quantile(results.deck!.applyMs, 0.5);
      const geojson = quantile(results.geojson!.applyMs, 0.5);
      ratios[`apply cost console / baseline, ${n.toLocaleString('en-US')} terminals`] = round(deck / Math.max(geojson, 0.001), 3);
      ratios[`apply main-thread CPU console / baseline, ${n.toLocaleString('en-US')} terminals`] = round(quantile(results.deck!.applyCpuMs, 0.5) / Math.max(quantile(results.geojson!.applyCpuMs, 0.5), 0.001), 3);
      ratios[`main-thread CPU per batch console / baseline, ${n.toLocaleString('en-US')} terminals`] = round(results.deck!.busyCpuMsPerBatch / Math.max(results.geojson!.busyCpuMsPerBatch, 0.001), 3);
      ratios[`main-thread time per batch console / baseline, ${n.toLocaleString('en-US')} terminals`] = round(results.deck!.busyMsPerBatch / Math.max(results.geojson!.busyMsPerBatch, 0.001), 3);
      ratios[`apply cost fixes in columns / fix objects, ${n.toLocaleString('en-US')} terminals`] = round(deck / Math.max(quantile(results['deck-objects']!.applyMs, 0.5), 0.001), 3);
      ratios[`apply main-thread CPU fixes in columns / fix objects, ${n.toLocaleString('en-US')} terminals`] = round(quantile(results.deck!.applyCpuMs, 0.5) / Math.max(quantile(results['deck-objects']!.applyCpuMs, 0.5), 0.001), 3);
    }
  } finally {
    await browser.close();
    server.close();
  }
  writeSuite('map-browser', measurements, ratios);
}
