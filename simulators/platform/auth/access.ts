import { Feature, isFeatureEnabled, TerminalType } from '../../../protocol/index.ts';
import type { Platform } from '../platform.ts';

/** Every feature enabled with access code '1': the demo shows the whole console. */
const DEMO_DS_CONFIG: Readonly<Record<string, string>> = Object.fromEntries(Object.values(Feature).map((key) => [key, '1']));

/** The access codes of an account (SPEC §6): the demo's, with the account's own codes over them. */
export function dsConfigOf(platform: Platform, msId: string): Record<string, string> {
  // The broadcast test control (SPEC §6) shows in dsConfig as it does in the broadcast login.
  const broadcast = platform.state.broadcast.access.get(msId);
  return { ...DEMO_DS_CONFIG, ...platform.state.themes.access.get(msId), ...(broadcast === undefined ? {} : { [Feature.Broadcast]: broadcast }) };
}

/**
 * May this dispatcher use the feature? The same rule the console applies to its menu and routes
 * (protocol/features.ts), so a request the console would not offer is refused here too.
 */
export function dispatcherMayUse(platform: Platform, msId: string, feature: Feature): boolean {
  if (platform.state.terminals.get(msId)?.type !== TerminalType.Dispatcher) return false;
  return isFeatureEnabled(feature, { dsConfig: dsConfigOf(platform, msId), version: '1', hostSwitches: platform.state.hostSwitches });
}

/**
 * The central check of protocol/featureGating.ts: a dispatcher's call that belongs to a feature it
 * lacks is refused. Radios are not gated here; their calls keep their handlers' own rules.
 */
export function refusedByFeature(platform: Platform, msId: string, feature: Feature | null): boolean {
  if (feature === null || platform.state.terminals.get(msId)?.type !== TerminalType.Dispatcher) return false;
  return !dispatcherMayUse(platform, msId, feature);
}

/** Is this account a dispatcher's (the console's), not a terminal's? */
export const isDispatcherAccount = (platform: Platform, msId: string): boolean => platform.state.terminals.get(msId)?.type === TerminalType.Dispatcher;
