/** Indoor positions, from the socket. Loaded with the live socket when signing in starts (manifest.ts). */
import type { SocketListener } from '../../manifest/index.ts';
import { bindIndoor } from './bindIndoor.ts';

export const listeners: readonly SocketListener[] = [({ client }) => bindIndoor(client)];
