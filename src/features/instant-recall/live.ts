/** Instant recall's recent transmissions, from the socket's events. Loaded with the live socket when signing in starts (manifest.ts). */
import type { SocketListener } from '../../manifest/index.ts';
import { bindInstantRecall } from './model/bindInstantRecall.ts';

export const listeners: readonly SocketListener[] = [({ client }) => bindInstantRecall(client.events$)];
