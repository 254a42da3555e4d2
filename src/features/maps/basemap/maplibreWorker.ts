/**
 * maplibre-gl 6 finds its worker through import.meta.url, which Vite does not rewrite ("Worker
 * failed to load", TOOLCHAIN.md): hand it the worker's built URL, on the console's own origin.
 */
import { setWorkerUrl } from 'maplibre-gl';
import workerUrl from 'maplibre-gl/dist/maplibre-gl-worker.mjs?url';

setWorkerUrl(workerUrl);
