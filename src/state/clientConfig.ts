/**
 * Client configuration by host name (SPEC §3), as GET /ds/pub/clientConfig answers it. The
 * protocol folder does not define its shape yet, so the console decodes it here, with the SPEC's
 * defaults for anything missing.
 */
import { z } from 'zod';
import { FEATURES, type Feature } from '../../protocol/index.ts';

const FeatureSwitches = z.record(z.string(), z.boolean()).transform((switches) => {
  const known: Partial<Record<Feature, boolean>> = {};
  for (const feature of FEATURES) {
    if (typeof switches[feature] === 'boolean') known[feature] = switches[feature];
  }
  return known;
});

export const ClientConfigSchema = z.object({
  dateFormat: z.string().catch('MM/dd/yyyy'),
  PoCGMapKey: z.string().catch(''),
  autoLoginKeys: z.array(z.string()).catch([]),
  PoCVersion: z.string().catch('1'),
  speedUnit: z.string().catch('mph'),
  moreScreenUrl: z.string().catch(''),
  showOutsideTerminals: z.boolean().catch(false),
  hostSwitches: FeatureSwitches.catch({}),
});
export type ClientConfig = z.infer<typeof ClientConfigSchema>;

export const DEFAULT_CLIENT_CONFIG: ClientConfig = ClientConfigSchema.parse({});

export const decodeClientConfig = (raw: unknown): ClientConfig =>
  ClientConfigSchema.parse(typeof raw === 'object' && raw !== null ? raw : {});
