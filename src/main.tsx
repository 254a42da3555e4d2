// Zod must be told there is no eval before any schema is built (src/app/noEval.ts); a static import
// of the console would build its schemas first, since a bundle runs a chunk's imports before it.
import './app/noEval.ts';
import { reloadForVersion } from './app/routes/versionReload.ts';

// The version reload of SPEC §2 comes first: a page about to reload need not fetch the console.
if (!reloadForVersion()) void import('./boot.tsx');
