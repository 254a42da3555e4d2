/** Missed calls, from the socket's events. Loaded with the live socket when signing in starts (manifest.ts). */
import type { SocketListener } from '../../manifest/index.ts';
import { bindMissedCalls } from './bindMissedCalls.ts';

export const listeners: readonly SocketListener[] = [({ client }) => bindMissedCalls(client.events$)];
