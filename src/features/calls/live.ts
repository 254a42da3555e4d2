/** Calls handled elsewhere, from the socket's events and snapshots. Loaded with the live socket when signing in starts (manifest.ts). */
import type { SocketListener } from '../../manifest/index.ts';
import { bindHandledCalls } from './bindHandledCalls.ts';

export const listeners: readonly SocketListener[] = [({ client }) => bindHandledCalls(client.events$, client.snapshots$)];
