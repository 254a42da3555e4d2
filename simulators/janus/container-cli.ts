import { parseArgs } from 'node:util';
import { z } from 'zod';

export const CONTAINER_USAGE = 'Usage: node --import tsx simulators/janus/container.ts --media-host IP --ws-acl PREFIX [--ws-port N] [--config DIR]';

export type JanusContainerCli = {
  /** The container's fixed address on the compose network: media and the WebSocket transport bind there. */
  readonly mediaHost: string;
  /** Address prefix allowed on the WebSocket transport (the compose network, e.g. 172.28.0.). */
  readonly wsAcl: string;
  readonly wsPort: number;
  readonly configDir: string;
};

const Options = z.object({
  'media-host': z.ipv4(),
  'ws-acl': z.string().regex(/^(\d{1,3}\.){1,3}$/, 'must be an IPv4 prefix ending in a dot, e.g. 172.28.0.'),
  'ws-port': z.coerce.number().int().min(1).max(65_535),
  config: z.string().min(1),
});

/** Parses the Janus container's command line (docker/janus.Dockerfile); throws on anything unknown or invalid. */
export function parseJanusContainerArgs(argv: readonly string[]): JanusContainerCli {
  const { values } = parseArgs({
    args: [...argv],
    strict: true,
    options: {
      'media-host': { type: 'string', default: '' },
      'ws-acl': { type: 'string', default: '' },
      'ws-port': { type: 'string', default: '8188' },
      config: { type: 'string', default: '/run/janus' },
    },
  });
  const parsed = Options.safeParse(values);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw new Error(`--${String(issue?.path[0])}: ${issue?.message}`);
  }
  const options = parsed.data;
  return { mediaHost: options['media-host'], wsAcl: options['ws-acl'], wsPort: options['ws-port'], configDir: options.config };
}
