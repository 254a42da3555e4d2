/** Job tickets, from the socket. Loaded with the live socket when signing in starts (manifest.ts). */
import type { SocketListener } from '../../manifest/index.ts';
import { bindJobTickets } from './bindJobTickets.ts';

export const listeners: readonly SocketListener[] = [({ client }) => bindJobTickets(client)];
