// The console's CSP has no 'unsafe-eval'. Zod compiles object parsers with `new Function` when it
// can and probes for that when the first object schema is built, which the browser reports as a CSP
// violation on every load. main.tsx runs this before it loads the console, through Zod's global config
// object (set here without importing zod, so this chunk holds nothing else); the emulator (Node, no
// CSP) keeps the compiled parsers.
const holder = globalThis as { __zod_globalConfig?: { jitless?: boolean } };
holder.__zod_globalConfig = { ...holder.__zod_globalConfig, jitless: true };
