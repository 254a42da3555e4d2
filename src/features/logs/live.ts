/** The live log list, from the socket's log frames. Loaded with the live socket when signing in starts (manifest.ts). */
import type { SocketListener } from '../../manifest/index.ts';
import { bindLogs } from './liveLogs.ts';

export const listeners: readonly SocketListener[] = [({ client }) => bindLogs(client.logs$, client.status$)];
