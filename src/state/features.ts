import { enabledFeatures, type Feature } from '../../protocol/index.ts';
import { atom } from './jotai.ts';
import { clientConfigAtom, verifiedAtom } from './session.ts';

/** Features the signed-in dispatcher may use (SPEC §6); null until verification and host configuration are known. */
export const featuresAtom = atom<ReadonlySet<Feature> | null>((get) => {
  const verified = get(verifiedAtom);
  const config = get(clientConfigAtom);
  if (!verified || !config) return null;
  return enabledFeatures({ dsConfig: verified.dsConfig, version: config.PoCVersion, hostSwitches: config.hostSwitches });
});
