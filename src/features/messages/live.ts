/** Messages and SMS, from the socket's inbox. Loaded with the live socket when signing in starts (manifest.ts). */
import type { SocketListener } from '../../manifest/index.ts';
import { bindMessages } from './bindMessages.ts';

export const listeners: readonly SocketListener[] = [({ client, ds }) => bindMessages(client.inbox$, ds, client.status$)];
