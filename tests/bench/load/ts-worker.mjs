// A worker thread's entry: worker threads do not inherit tsx's loader, so this plain module
// registers it and then imports the TypeScript worker named in workerData.script.
import { workerData } from 'node:worker_threads';
import { register } from 'tsx/esm/api';

register();
await import(workerData.script);
