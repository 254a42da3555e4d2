import { createHmac } from 'node:crypto';

/**
 * Group rooms carry a pin that only the platform and its radio gateway (the simulated fleet)
 * know, so a client that reaches Janus without the /janus proxy cannot join a group's room
 * (docs/protocol.md "Media (Janus)"). The pin key is derived from the run's AudioBridge admin
 * key, and each room's pin from the pin key: the fleet gets the pin key, never the admin key.
 */
export const roomPinKeyOf = (adminKey: string): string => createHmac('sha256', adminKey).update('audiobridge group room pins').digest('hex');

/** The platform's pin key: POC_ROOM_PIN_KEY when a deployment sets one (compose gives it to the fleet too), else derived from the admin key. */
export const platformRoomPinKey = (adminKey: string, env: Readonly<Record<string, string | undefined>> = process.env): string => env.POC_ROOM_PIN_KEY || roomPinKeyOf(adminKey);

/** One room's pin under a pin key. */
export const roomPinOf = (pinKey: string, room: number): string => createHmac('sha256', pinKey).update(`room ${room}`).digest('hex').slice(0, 32);

/** The pin key a process was given: POC_ROOM_PIN_KEY, else derived from POC_JANUS_ADMIN_KEY; null without either. */
export function roomPinKeyFromEnv(env: Readonly<Record<string, string | undefined>> = process.env): string | null {
  if (env.POC_ROOM_PIN_KEY) return env.POC_ROOM_PIN_KEY;
  return env.POC_JANUS_ADMIN_KEY ? roomPinKeyOf(env.POC_JANUS_ADMIN_KEY) : null;
}
