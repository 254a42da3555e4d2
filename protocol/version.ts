/** Wire protocol version. Bump when a frame or endpoint changes shape; both sides check it at socket login. */
export const PROTOCOL_VERSION = 1;
