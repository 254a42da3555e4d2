/**
 * The PoC platform emulator: `tsx simulators/platform/main.ts --help`. Prints
 * `EMULATOR_READY <url>` once it listens; SIGTERM or SIGINT stop it cleanly.
 */
import path from 'node:path';
import { parseEmulatorArgs, USAGE } from './cli.ts';
import { startEmulator } from './emulator.ts';
import { ScaleOut } from './scale-out/scale-out.ts';
import { describeStore, openStore } from './store/open-store.ts';

const log = (line: string) => process.stderr.write(`emulator: ${line}\n`);

async function main(): Promise<void> {
  let cli;
  try {
    cli = parseEmulatorArgs(process.argv.slice(2));
  } catch (error) {
    process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n\n${USAGE}\n`);
    process.exit(2);
  }
  if (cli.help) {
    process.stdout.write(`${USAGE}\n`);
    return;
  }
  const storeConfig = { store: cli.store, dataDir: cli.dataDir, pgSchema: cli.pgSchema };
  const started = performance.now();
  // Several instances: the bus first, so the store's appends join the deployment's order.
  const scaleOut = cli.bus ? await ScaleOut.open({ pgUrl: cli.store, schema: cli.pgSchema, bus: cli.bus, instanceId: cli.instanceId, log }) : undefined;
  const store = await openStore(storeConfig, { coordinator: scaleOut?.coordinator });
  log(`store: ${describeStore(storeConfig)}, opened in ${Math.round(performance.now() - started)} ms${cli.bus ? `; instance ${cli.instanceId} on bus ${cli.bus}` : ''}`);
  // One-way calls relay RTP between Janus (POC_MEDIA_HOST) and our side of its veth (POC_HOST_SIDE_IP).
  const mediaAddresses = { mediaHost: process.env.POC_MEDIA_HOST || '127.0.0.1', hostSideIp: process.env.POC_HOST_SIDE_IP || '127.0.0.1' };
  const janus = cli.janus ? { url: cli.janus, adminKey: cli.janusAdminKey, ...mediaAddresses } : undefined;
  const recordingsDir = path.resolve(cli.dataDir, 'recordings');
  const uploadsDir = path.resolve(cli.dataDir, 'uploads');
  const videoRecordsDir = path.resolve(cli.dataDir, 'video-records');
  const ice = cli.iceAllow.length > 0 ? { allow: cli.iceAllow, stunUrls: cli.stunUrls } : null;
  const cameras = { hlsDir: cli.cameraHls ? path.resolve(cli.cameraHls) : null, ingestKey: cli.cameraIngestKey };
  const videoLimits = { maxConcurrent: cli.maxVideoCalls, maxDurationS: cli.maxVideoCallS };
  const emulator = await startEmulator({ store, host: cli.host, port: cli.port, staticDir: cli.staticDir, testControls: cli.testControls, janus, recordingsDir, uploadsDir, ice, loneWorkerMinuteMs: cli.loneWorkerMinuteMs, roomIdleMs: cli.roomIdleMs, cameras, videoRecordsDir, speakerKey: cli.speakerKey, videoLimits, patrolTokenMs: cli.patrolTokenS * 1000, demo: cli.demo, adminPassword: cli.adminPassword, demoPatrol: cli.demoPatrol, allowedHosts: cli.allowedHosts, trustedProxies: cli.trustedProxies, sourceMaps: cli.sourceMaps, smtp: cli.smtp, mailFrom: cli.mailFrom, autoLogin: cli.autoLogin, maxMonitors: cli.maxMonitors, deployment: scaleOut, log }).catch(
    async (error: unknown) => {
      await store.close().catch(() => undefined);
      await scaleOut?.close().catch(() => undefined);
      throw error;
    },
  );
  let stopping = false;
  const stop = (signal: NodeJS.Signals) => {
    if (stopping) {
      log(`${signal} again: exiting without a clean shutdown`);
      process.exit(1);
    }
    stopping = true;
    log(`${signal}: stopping`);
    emulator.close().then(
      () => process.exit(0),
      (error: unknown) => {
        log(`shutdown failed: ${error instanceof Error ? error.message : String(error)}`);
        process.exit(1);
      },
    );
  };
  process.on('SIGTERM', stop);
  process.on('SIGINT', stop);
  if (cli.testControls) log('test controls are on (/test/*)');
  if (cli.janus) log(`media: Janus at ${cli.janus}, proxied at /janus`);
  process.stdout.write(`EMULATOR_READY ${emulator.url}\n`);
}

main().catch((error: unknown) => {
  log(error instanceof Error ? error.message : String(error));
  process.exit(1);
});
