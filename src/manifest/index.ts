/** The contract between console features and the shell: manifests, the services screens get, loading ahead. */
export { defineManifest, loadListeners, type AnyFeatureManifest, type FeatureManifest, type FeatureScreenId, type FeatureScreens, type LiveSocketContext, type ListenerLoader, type MenuEntry, type RouteEntry, type SentCommand, type SocketListener } from './featureManifest.ts';
export { ConsoleProvider, useConsole, type ConsoleServices } from './console.tsx';
export { preloadable } from './preloadable.tsx';
