/**
 * What a one-way call (all-call, broadcast call) needs of the media server: a room of its own that
 * only the caller can join (pin), whose audio reaches the rooms of the target groups.
 */
export type OneWayMediaCall = {
  /** The call's AudioBridge room and its pin. */
  readonly room: number;
  readonly pin: string;
  /** Target groups whose rooms the call's audio reaches now. */
  readonly relayed: ReadonlySet<string>;
  /** Stops the call's audio in one group (pre-empted by an emergency, group removed). */
  drop(gid: string): Promise<void>;
  /** Removes the room, the forwarder, every relay participant and socket. Safe to call twice. */
  close(): Promise<void>;
};

export type OneWayMedia = {
  /** Sets up the call's room and relays into the targets' rooms; null when no media server can. */
  open(callId: string, display: string, gids: readonly string[]): Promise<OneWayMediaCall | null>;
  /** Closes every call still open. Safe to call twice. */
  close(): Promise<void>;
};

export const NO_ONE_WAY_MEDIA: OneWayMedia = {
  open: () => Promise.resolve(null),
  close: () => Promise.resolve(),
};
