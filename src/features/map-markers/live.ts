/** Map markers, from the socket. Loaded with the live socket when signing in starts (manifest.ts). */
import type { SocketListener } from '../../manifest/index.ts';
import { bindMapMarkers } from './bindMapMarkers.ts';

export const listeners: readonly SocketListener[] = [({ client }) => bindMapMarkers(client)];
