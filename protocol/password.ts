import { md5 } from 'js-md5';

/** Passwords go over the wire as the MD5 hex of what the user typed (SPEC §5); the emulator salts and scrypts that. */
export const hashForWire = (password: string): string => md5(password);

/** The broadcast module's stand-in for a blank password (SPEC §5, §9). */
export const DEFAULT_BROADCAST_PASSWORD = '{secret}';
