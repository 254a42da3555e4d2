/**
 * The slice of janus.js (npm janus-gateway) push-to-talk uses, and its loader. janus.js is loaded
 * on first use, so the console's first screen does not carry it and unit tests can hand in a fake.
 */
import type { JanusJS } from 'janus-gateway';

export type JanusPluginHandle = Pick<JanusJS.PluginHandle, 'send' | 'createOffer' | 'handleRemoteJsep' | 'detach'>;

export type JanusPluginOptions = Omit<JanusJS.PluginOptions, 'success'> & { success?: (handle: JanusPluginHandle) => void };

/** One Janus session: the WebSocket janus.js keeps alive, with the plugin handles attached to it. */
export type JanusSession = {
  attach(options: JanusPluginOptions): void;
  destroy(options: { cleanupHandles?: boolean; notifyDestroyed?: boolean }): void;
};

export type JanusSessionCallbacks = {
  success: () => void;
  /** The session could not start, or its connection was lost later. */
  error: (reason: string) => void;
  destroyed: () => void;
};

export type JanusLibrary = { connect(server: string, callbacks: JanusSessionCallbacks): JanusSession };

let loading: Promise<JanusLibrary> | null = null;

/**
 * janus.js's ES build does not import webrtc-adapter; it reads a global `adapter` unless one is
 * handed in, so the default export of webrtc-adapter goes in through its dependencies.
 */
export function loadJanusLibrary(): Promise<JanusLibrary> {
  loading ??= (async () => {
    const [{ default: Janus }, adapterModule] = await Promise.all([import('janus-gateway'), import('webrtc-adapter')]);
    const adapter: unknown = (adapterModule as { default?: unknown }).default ?? adapterModule;
    await new Promise<void>((resolve) =>
      Janus.init({ debug: false, dependencies: Janus.useDefaultDependencies({ adapter }), callback: () => resolve() }),
    );
    return {
      connect(server, callbacks) {
        return new Janus({
          server,
          // No STUN or TURN of anyone else's: Janus offers its own reachable address (TOOLCHAIN.md).
          iceServers: [],
          destroyOnUnload: true,
          success: callbacks.success,
          error: (error: unknown) => callbacks.error(String(error)),
          destroyed: callbacks.destroyed,
        }) as unknown as JanusSession;
      },
    };
  })();
  loading.catch(() => {
    loading = null;
  });
  return loading;
}
