import { describe, expect, it } from 'vitest';
import { platformRoomPinKey, roomPinKeyFromEnv, roomPinKeyOf, roomPinOf } from './room-pin.ts';

describe('group room pins', () => {
  it('are one per room under a key, and never the admin key itself', () => {
    const key = roomPinKeyOf('admin-key');
    expect(key).not.toContain('admin-key');
    expect(roomPinOf(key, 110)).toBe(roomPinOf(key, 110));
    expect(roomPinOf(key, 110)).not.toBe(roomPinOf(key, 111));
    expect(roomPinOf(roomPinKeyOf('another-key'), 110)).not.toBe(roomPinOf(key, 110));
  });

  it('the platform and the fleet agree: an explicit POC_ROOM_PIN_KEY, else the key derived from the admin key', () => {
    expect(platformRoomPinKey('admin-key', {})).toBe(roomPinKeyFromEnv({ POC_JANUS_ADMIN_KEY: 'admin-key' }));
    expect(platformRoomPinKey('admin-key', { POC_ROOM_PIN_KEY: 'set' })).toBe(roomPinKeyFromEnv({ POC_ROOM_PIN_KEY: 'set', POC_JANUS_ADMIN_KEY: 'admin-key' }));
    expect(roomPinKeyFromEnv({})).toBeNull();
  });
});
