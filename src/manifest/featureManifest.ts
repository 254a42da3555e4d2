/**
 * What a console feature declares to the shell (Issue 39): its routes, its screens and its socket
 * listeners, in one `manifest.ts` of its folder. The shell finds every manifest (src/app/routes/manifests.ts)
 * and builds the route table, the side menu, the router, the preloads and the live socket's listeners
 * from them; nothing central lists a feature.
 */
import type { ComponentType } from 'react';
import type { Observable, TeardownLogic } from 'rxjs';
import type { DsClient, Feature, SocketClient } from '../../protocol/index.ts';
import type { IconName, MessageKey } from '../ui/index.ts';

/**
 * Every feature's screens by id. A manifest adds its own by module augmentation
 * (`declare module '../../manifest/featureManifest.ts' { interface FeatureScreens { sos: true } }`),
 * so a route naming a screen that exists nowhere fails the type check.
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- filled by each manifest's augmentation
export interface FeatureScreens {}
export type FeatureScreenId = keyof FeatureScreens & string;

export type MenuEntry = { readonly titleKey: MessageKey; readonly order: number; readonly icon: IconName };

export type RouteEntry<S extends string = string> = {
  readonly path: string;
  readonly screen: S;
  /** Data-service key: when that feature is disabled for the host or version, the route answers 404. */
  readonly dsKey: Feature | null;
  /** Also served at path + '-child' without the main layout, for a separate window. */
  readonly childTwin: boolean;
  /** standalone: a whole page of its own (login); main: inside the main layout; bare: a window of its own. */
  readonly layout: 'standalone' | 'main' | 'bare';
  readonly menu: MenuEntry | null;
};

/** A command this console sent, so the event it causes does not echo back as a notice. */
export type SentCommand = { readonly name: string; readonly args: Readonly<Record<string, unknown>>; readonly at: number };

/** What a socket listener is handed: each socket client the session binds, its /ds client and the commands it sent. */
export type LiveSocketContext = { readonly client: SocketClient; readonly ds: DsClient; readonly sent$: Observable<SentCommand> };

/** Follows one socket client (folds its frames into the feature's atoms); the teardown ends it with the client. */
export type SocketListener = (socket: LiveSocketContext) => TeardownLogic;

/**
 * A feature's socket listeners, loaded with the live socket when signing in starts (src/app/session/liveSocket.ts),
 * never with the login page: `() => import('./live.ts').then((module) => module.listeners)`.
 */
export type ListenerLoader = () => Promise<readonly SocketListener[]>;

export type FeatureManifest<S extends FeatureScreenId = FeatureScreenId> = {
  /** The feature's folder under src/features/, named in the errors about a clash. */
  readonly feature: string;
  /** The screens, each a component that loads its code on first render (React.lazy or preloadable). */
  readonly screens: { readonly [K in S]: ComponentType };
  readonly routes: readonly RouteEntry<S>[];
  /** Paths that answer with another (SPEC §2: /patrols/patrol goes to the statistics). */
  readonly redirects?: Readonly<Record<string, string>>;
  /** Screens whose code loads ahead of their first visit once signed in (src/app/routes/prefetch.ts). */
  readonly preloads?: { readonly [K in S]?: () => Promise<unknown> };
  /** What it hangs on every socket client of the session. */
  readonly listeners?: ListenerLoader;
};

/** The manifest as the shell reads it, whatever its screens. */
export type AnyFeatureManifest = {
  readonly feature: string;
  readonly screens: { readonly [K in FeatureScreenId]?: ComponentType };
  readonly routes: readonly RouteEntry<FeatureScreenId>[];
  readonly redirects?: Readonly<Record<string, string>>;
  readonly preloads?: { readonly [K in FeatureScreenId]?: () => Promise<unknown> };
  readonly listeners?: ListenerLoader;
};

/** Every manifest's socket listeners, loaded together, in the manifests' order. */
export async function loadListeners(manifests: readonly AnyFeatureManifest[]): Promise<readonly SocketListener[]> {
  return (await Promise.all(manifests.map((manifest) => manifest.listeners?.() ?? []))).flat();
}

/** A feature's manifest: its routes may name only its own screens (a typo fails the type check). */
export function defineManifest<const S extends FeatureScreenId>(manifest: {
  readonly feature: string;
  readonly screens: { readonly [K in S]: ComponentType };
  readonly routes: readonly RouteEntry<NoInfer<S>>[];
  readonly redirects?: Readonly<Record<string, string>>;
  readonly preloads?: { readonly [K in NoInfer<S>]?: () => Promise<unknown> };
  readonly listeners?: ListenerLoader;
}): FeatureManifest<S> {
  return manifest;
}
