/** Lone worker plans and alarms, from the socket. Loaded with the live socket when signing in starts (manifest.ts). */
import type { SocketListener } from '../../manifest/index.ts';
import { bindLoneWork } from './bindLoneWork.ts';

export const listeners: readonly SocketListener[] = [({ client }) => bindLoneWork(client)];
