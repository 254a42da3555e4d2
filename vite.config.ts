import { defaultClientConditions } from 'vite';
import { configDefaults, defineConfig } from 'vitest/config';

// The console lives in src/ (index.html included) so the top level stays as the design card lists.
// The emulator serves dist/ in production; in development Vite proxies the API and socket to it.
const emulator = process.env.POC_EMULATOR_URL ?? 'http://127.0.0.1:8765';
/** Component tests of the design system: the one part of the repository tested in a DOM (jsdom). */
const UI_COMPONENT_TESTS = 'src/ui/**/*.test.tsx';
/** Modules of the protocol and the design system (src/ui), which have no side effects (build.rolldownOptions.treeshake). */
const LIBRARY_MODULE = /\/(protocol|src\/ui)\/[^?]*\.tsx?$/;

export default defineConfig({
  root: 'src',
  publicDir: false,
  oxc: { jsx: { runtime: 'automatic' } },
  // simple-peer (individual calls) reads Node's `global`; media/calls/nodeShim.ts adds process.nextTick.
  define: { global: 'globalThis' },
  // rxjs's ES2015 build instead of its ES5 one (the default condition): native for-of instead of
  // tslib's iterator helper in every Subject.next, 0.65x the time per emission and a third of the
  // scavenges in a Node micro-bench (docs/architecture.md "RxJS's ES2015 build").
  resolve: { conditions: ['es2015', ...defaultClientConditions] },
  build: {
    outDir: '../dist',
    emptyOutDir: true,
    // Maps publish the console's sources: only when asked (POC_SOURCEMAP=1, and the emulator then serves them).
    sourcemap: process.env.POC_SOURCEMAP === '1',
    // maplibre-gl (1.1 MB) and hls.js (0.6 MB) are chunks of their own, fetched only by the map and
    // video routes; the login page's budget is held by the console-load bench instead of this warning.
    chunkSizeWarningLimit: 1_200,
    rolldownOptions: {
      // The protocol and the design system are libraries: loading one of their modules only defines
      // things (schemas, codecs, components). Declared free of side effects, a chunk takes the
      // modules it uses rather than all that their barrels (protocol/index.ts, src/ui/index.ts)
      // re-export, which keeps the login page small (Issue 36 item 7). The ui barrel keeps its one
      // side effect, the stylesheets.
      treeshake: {
        moduleSideEffects: (id) => (LIBRARY_MODULE.test(id) && !id.includes('/node_modules/') && !id.endsWith('/src/ui/index.ts') ? false : undefined),
      },
      // react-router marks modules "use client" for server components; a client bundle ignores it.
      // janus.js's UMD wrapper tests `typeof module`; in the browser that is undefined and it takes the
      // window branch, as intended.
      onwarn(warning, warn) {
        if (warning.code === 'MODULE_LEVEL_DIRECTIVE') return;
        if (warning.code === 'COMMONJS_VARIABLE_IN_ESM' && warning.id?.includes('janus-gateway')) return;
        warn(warning);
      },
    },
  },
  server: {
    host: '127.0.0.1',
    proxy: {
      '/ds': emulator,
      '/test': emulator,
      '/help': emulator,
      '/socket': { target: emulator.replace(/^http/, 'ws'), ws: true },
      // mediaServ is '/janus' on the console's origin: the emulator relays it to Janus.
      '/janus': { target: emulator.replace(/^http/, 'ws'), ws: true },
    },
  },
  test: {
    root: '.',
    testTimeout: 30_000,
    // PGlite opens in 4-6 s on an idle machine; under load a set-up hook can take several times that.
    hookTimeout: 60_000,
    // Most files wait on sockets, PGlite and child processes rather than compute: two at a time
    // (Vitest's default here would be one, for two cores).
    maxWorkers: 2,
    // Two projects, both run by a bare `vitest run`. Each lists its own include: with `extends`, a
    // list set here as well would be concatenated with the project's, not replaced.
    projects: [
      {
        extends: true,
        test: {
          name: 'node',
          include: ['{src,protocol,media,simulators}/**/*.test.{ts,tsx}', 'tests/lint/**/*.test.ts', 'tests/compose/**/*.test.ts', 'tests/manual/**/*.test.ts', 'tests/e2e/harness/**/*.test.ts'],
          exclude: [...configDefaults.exclude, UI_COMPONENT_TESTS],
          environment: 'node',
          // Files share each worker's module cache: importing the emulator's modules afresh for every file
          // cost about 290 s of the run's 470 s. No test mocks modules or swaps environments, so nothing leaks.
          isolate: false,
        },
      },
      {
        extends: true,
        // The design system's component tests, in a DOM (jsdom). Not isolated either: loading jsdom
        // and react-aria afresh for each file took 125 s against 18 s. Testing Library's cleanup after
        // every test (src/ui/test/setup.ts) empties the document; no test mocks modules or keeps fake timers.
        test: {
          name: 'ui',
          include: [UI_COMPONENT_TESTS],
          environment: 'jsdom',
          setupFiles: ['src/ui/test/setup.ts'],
          isolate: false,
        },
      },
    ],
  },
});
