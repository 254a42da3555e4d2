/** Notices of what the fleet does (SPEC §2 settings), from the socket's events and the console's own commands. Loaded with the live socket when signing in starts (manifest.ts). */
import type { SocketListener } from '../../manifest/index.ts';
import { bindNotifications } from './bindNotifications.ts';

export const listeners: readonly SocketListener[] = [({ client, sent$ }) => bindNotifications(client, sent$)];
