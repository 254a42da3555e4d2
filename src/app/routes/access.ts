/** The access rules of SPEC §2 as one pure decision, taken on every navigation and session change. */
import type { Feature } from '../../../protocol/index.ts';
import { HOME_PATH, LOGIN_PATH, NOT_FOUND_PATH, PATROL_SYS_PATH, REDIRECTS, ROOT_PATH, type ResolvedRoute } from './routeTable.ts';

export type AccessInput = {
  readonly path: string;
  /** Whether the session marker cookie is present. */
  readonly hasSession: boolean;
  /** True when the dispatcher navigated here; false when only the session changed on this path. */
  readonly arrived: boolean;
  readonly routes: readonly ResolvedRoute[];
  /** Enabled features; null while verification or host configuration is still loading. */
  readonly features: ReadonlySet<Feature> | null;
};

export type AccessDecision =
  | { readonly kind: 'render'; readonly route: ResolvedRoute }
  | { readonly kind: 'redirect'; readonly to: string }
  /** Visiting the login screen with a session: end it, then show the login screen. */
  | { readonly kind: 'end-session' }
  /** The route's feature flag is not known yet. */
  | { readonly kind: 'wait' };

const normalise = (path: string): string => (path.length > 1 ? path.replace(/\/+$/, '') : path) || ROOT_PATH;

export const skipsLoginCheck = (path: string): boolean => path === PATROL_SYS_PATH || path.includes('child');

export function decideAccess(input: AccessInput): AccessDecision {
  const path = normalise(input.path);
  const route = input.routes.find((candidate) => candidate.path === path);

  if (path === LOGIN_PATH) {
    if (!input.hasSession && route) return { kind: 'render', route };
    // Arriving at login ends the session; a session that just began here moves on to the home screen.
    return input.arrived ? { kind: 'end-session' } : { kind: 'redirect', to: HOME_PATH };
  }
  if (!input.hasSession && !skipsLoginCheck(path)) return { kind: 'redirect', to: LOGIN_PATH };
  if (path === ROOT_PATH) return { kind: 'redirect', to: HOME_PATH };
  const target = REDIRECTS[path];
  if (target) return { kind: 'redirect', to: target };
  // The allow list is the route table: anything else is 404.
  if (!route) return { kind: 'redirect', to: NOT_FOUND_PATH };
  if (route.dsKey !== null) {
    if (input.features === null) return { kind: 'wait' };
    if (!input.features.has(route.dsKey)) return { kind: 'redirect', to: NOT_FOUND_PATH };
  }
  return { kind: 'render', route };
}
