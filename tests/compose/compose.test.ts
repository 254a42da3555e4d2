import { spawnSync } from 'node:child_process';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { parseCamerasArgs } from '../../simulators/cameras/cli.ts';
import { parseJanusContainerArgs } from '../../simulators/janus/container-cli.ts';
import { parseEmulatorArgs } from '../../simulators/platform/cli.ts';
import { HEALTH_PATH } from '../../simulators/platform/http/http-app.ts';
import { SECURITY_HEADERS } from '../../simulators/platform/http/security-headers.ts';
import { parseFleetArgs } from '../../simulators/terminals/cli.ts';
import { argvOf, parseCompose, readCompose, ROOT, ruleProblems, schemaErrors } from './compose-check.ts';

const compose = readCompose();
const services = compose.services;

/** Which of our CLI parsers reads each built service's command. */
const PARSERS: Readonly<Record<string, (argv: string[]) => unknown>> = {
  'docker/emulator.Dockerfile': (argv) => parseEmulatorArgs(argv),
  'docker/fleet.Dockerfile': (argv) => parseFleetArgs(['--shard', '1/1', ...argv], {}),
  'docker/cameras.Dockerfile': (argv) => parseCamerasArgs(argv),
  'docker/janus.Dockerfile': (argv) => parseJanusContainerArgs(argv),
};

describe('docker-compose.yml', () => {
  it('is valid against the Compose specification schema', () => {
    expect(schemaErrors(compose)).toEqual([]);
  });

  it('runs the whole stack', () => {
    expect(Object.keys(services).sort()).toEqual(['cameras', 'console', 'emulator-a', 'emulator-b', 'fleet', 'janus', 'nats', 'postgres']);
  });

  it('has a Dockerfile for every built service, known dependencies and a health check everywhere', () => {
    expect(ruleProblems(compose)).toEqual([]);
  });

  it('has entry point scripts that a POSIX shell parses and may run', () => {
    const scripts = readdirSync(path.join(ROOT, 'docker')).filter((file) => file.endsWith('.sh'));
    expect(scripts.length).toBeGreaterThanOrEqual(2);
    for (const script of scripts) {
      const file = path.join(ROOT, 'docker', script);
      expect(spawnSync('sh', ['-n', file]).status, script).toBe(0);
      expect(statSync(file).mode & 0o111, `${script} is executable`).not.toBe(0);
    }
  });

  it('lets the fleet scale: no container name, no host ports', () => {
    expect(services.fleet?.container_name).toBeUndefined();
    expect(services.fleet?.ports).toBeUndefined();
  });

  it('gives every service of ours a command its own CLI parser accepts', () => {
    for (const [name, service] of Object.entries(services)) {
      if (typeof service.build !== 'object') continue;
      const parse = PARSERS[service.build.dockerfile ?? ''];
      if (service.build.dockerfile === 'docker/console.Dockerfile') continue; // nginx, no CLI of ours
      expect(parse, `${name}: no parser for ${service.build.dockerfile}`).toBeDefined();
      expect(() => parse!(argvOf(service)), name).not.toThrow();
    }
  });

  it('gives both emulators the shared store, bus and their own instance id', () => {
    const ids = ['emulator-a', 'emulator-b'].map((name) => {
      const cli = parseEmulatorArgs(argvOf(services[name]!));
      expect(cli.store).toMatch(/^postgres:\/\/.*@postgres:5432\//);
      expect(cli.bus).toBe('nats://nats:4222');
      return cli.instanceId;
    });
    expect(ids).toEqual(['emulator-a', 'emulator-b']);
  });

  it('seeds no demo without POC_DEMO=1 (the demo terminals and cameras are a profile), and serves the Host of the front door', () => {
    for (const name of ['emulator-a', 'emulator-b']) {
      const service = services[name]!;
      const cli = parseEmulatorArgs(argvOf(service), {});
      expect(cli.demo, name).toBe(false);
      expect(cli.allowedHosts, name).toEqual(expect.arrayContaining([name, '127.0.0.1:8080', 'localhost:8080']));
      expect(service.environment, name).toMatchObject({ POC_DEMO: '${POC_DEMO:-0}', POC_ADMIN_PASSWORD: '${POC_ADMIN_PASSWORD:-}' });
    }
    for (const name of ['fleet', 'cameras']) expect((services[name] as { profiles?: string[] }).profiles, name).toEqual(['demo']);
    // nginx passes the browser's Host with its port: the emulators check it, and a socket's Origin against it.
    expect(readFileSync(path.join(ROOT, 'docker/console.nginx.conf'), 'utf8')).toMatch(/proxy_set_header Host \$http_host;/);
  });

  it('builds the console with Vite and serves it with the emulator security headers', () => {
    const dockerfile = readFileSync(path.join(ROOT, 'docker/console.Dockerfile'), 'utf8');
    expect(dockerfile).toMatch(/vite build/);
    expect(dockerfile).toMatch(/COPY --from=build \/app\/dist /);
    const headers = readFileSync(path.join(ROOT, 'docker/console-security-headers.conf'), 'utf8');
    const served = Object.fromEntries([...headers.matchAll(/^add_header (\S+) "(.*)" always;$/gm)].map((match) => [match[1], match[2]]));
    expect(served).toEqual(SECURITY_HEADERS);
  });

  it('sends the emulator paths the console uses, health check included, to the emulators', () => {
    const conf = readFileSync(path.join(ROOT, 'docker/console.nginx.conf'), 'utf8');
    const proxied = conf.match(/location ~ \^\/\(([^)]+)\)/)?.[1]?.split('|') ?? [];
    for (const prefix of ['ds', 'test', 'help', 'socket', 'janus', 'filews', HEALTH_PATH.slice(1)]) expect(proxied).toContain(prefix);
  });
});

describe('the compose check', () => {
  const broken = `
services:
  emulator:
    build: { context: ., dockerfile: docker/missing.Dockerfile }
    depends_on: [postgress]
    healthcheck: { test: ["CMD", "true"], interval: soon }
    restrat: always
`;

  it('rejects a broken file: schema errors and rule problems', () => {
    const document = parseCompose(broken) as Parameters<typeof ruleProblems>[0];
    const errors = schemaErrors(document).join('\n');
    expect(errors).toMatch(/\/services\/emulator: must NOT have additional properties.*restrat/);
    expect(errors).toMatch(/\/services\/emulator\/healthcheck\/interval: must match format "duration"/);
    expect(ruleProblems(document)).toEqual(['emulator: no Dockerfile docker/missing.Dockerfile', 'emulator: depends on unknown service postgress']);
  });

  it('rejects a service without a health check', () => {
    expect(ruleProblems({ services: { nats: { image: 'nats:2.10-alpine' } } })).toEqual(['nats: no health check']);
  });

  it('rejects a flag our emulator does not know', () => {
    expect(() => parseEmulatorArgs(['--hots=0.0.0.0'])).toThrow(/hots/);
  });
});
