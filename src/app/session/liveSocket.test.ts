import { Subject } from 'rxjs';
import { describe, expect, it } from 'vitest';
import type { DsClient, SocketClient } from '../../../protocol/index.ts';
import { loadListeners, type AnyFeatureManifest, type LiveSocketContext, type SentCommand, type SocketListener } from '../../manifest/index.ts';
import { FEATURE_MANIFESTS } from '../routes/manifests.ts';
import { bindListeners } from './liveSocket.ts';

const socket: LiveSocketContext = { client: {} as SocketClient, ds: {} as DsClient, sent$: new Subject<SentCommand>() };
const manifest = (feature: string, listeners?: readonly SocketListener[]): AnyFeatureManifest => ({
  feature,
  screens: {},
  routes: [],
  ...(listeners ? { listeners: () => Promise.resolve(listeners) } : {}),
});

describe("features' socket listeners", () => {
  it("hangs every manifest's listeners on the socket and ends them with it", async () => {
    const log: string[] = [];
    const listener = (name: string): SocketListener => (given) => {
      log.push(`${name} bound${given === socket ? '' : ' to another socket'}`);
      return () => log.push(`${name} ended`);
    };
    const listeners = await loadListeners([manifest('a', [listener('a1'), listener('a2')]), manifest('b'), manifest('c', [listener('c')])]);
    const bound = bindListeners(listeners, socket);
    expect(log).toEqual(['a1 bound', 'a2 bound', 'c bound']);
    bound.unsubscribe();
    expect(log.slice(3).sort()).toEqual(['a1 ended', 'a2 ended', 'c ended']);
  });

  it('loads no listener before signing in starts: a manifest names them only by a loader', () => {
    for (const found of FEATURE_MANIFESTS) if (found.listeners) expect(typeof found.listeners, found.feature).toBe('function');
  });

  it('binds the listeners of the features that follow the socket, one each', async () => {
    const following = FEATURE_MANIFESTS.filter((found) => found.listeners).map((found) => found.feature).sort();
    expect(following).toEqual(['calls', 'indoor', 'instant-recall', 'job-ticketing', 'logs', 'lone-worker', 'map-markers', 'messages', 'missed-calls', 'notifications']);
    expect(await loadListeners(FEATURE_MANIFESTS)).toHaveLength(following.length);
  });
});
