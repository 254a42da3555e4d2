/**
 * A container health check: exits 0 when Janus's WebSocket transport answers `info` within 3 s.
 * `node --import tsx simulators/janus/healthcheck.ts ws://HOST:PORT/`
 */
import { waitForJanus } from './ready.ts';

const url = process.argv[2];
if (!url?.startsWith('ws://')) {
  process.stderr.write('Usage: node --import tsx simulators/janus/healthcheck.ts ws://HOST:PORT/\n');
  process.exit(2);
}
waitForJanus(url, 3_000, () => null).then(
  () => process.exit(0),
  (error: unknown) => {
    process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n`);
    process.exit(1);
  },
);
