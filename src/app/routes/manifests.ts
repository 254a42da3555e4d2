/**
 * Every console feature's manifest (src/features/<name>/manifest.ts): a feature with screens or socket
 * listeners plugs in by having one, and nothing here names it. Eager, because the route table needs
 * them all at start; a manifest holds data and loaders only, so no screen or listener code comes with it.
 */
import type { AnyFeatureManifest } from '../../manifest/index.ts';

const found = import.meta.glob<AnyFeatureManifest>('../../features/*/manifest.ts', { eager: true, import: 'manifest' });

export const FEATURE_MANIFESTS: readonly AnyFeatureManifest[] = Object.values(found);
