/**
 * What the rest of the emulator needs of the media server: every group (and later every temporary
 * group) has a push-to-talk room. Without Janus the emulator runs with NO_MEDIA_ROOMS.
 */
/** Who may be heard in a group's room now: the talker (or nobody); a one-way floor's talker is left as it is. */
export type FloorMedia = { readonly talker: string | null; readonly unmuteTalker: boolean };

export type MediaRooms = {
  /** Makes sure the group's room exists now and after any reconnect to the media server. */
  ensureRoom(gid: string): Promise<void>;
  /** Removes the group's room and stops re-creating it. */
  removeRoom(gid: string): Promise<void>;
  /** As removeRoom, unless someone is in the room: then it stays, and false says so. */
  retireRoom(gid: string): Promise<boolean>;
  /** Records the room's mix into a WAV file until stopRecording; false when the media server cannot. */
  startRecording(gid: string, file: string): Promise<boolean>;
  stopRecording(gid: string): Promise<void>;
  /** The pin of a room of ours (group rooms), which the /janus proxy adds to joins it lets through. */
  pinOf(room: number): string | undefined;
  /** Server-side mutes so that only the floor's talker is mixed (docs/protocol.md "Media (Janus)"). */
  enforceFloor(gid: string, floor: FloorMedia): Promise<void>;
  /** Stops talking to the media server; rooms are left to it. Safe to call twice. */
  close(): Promise<void>;
};

export const NO_MEDIA_ROOMS: MediaRooms = {
  ensureRoom: () => Promise.resolve(),
  removeRoom: () => Promise.resolve(),
  retireRoom: () => Promise.resolve(true),
  startRecording: () => Promise.resolve(false),
  stopRecording: () => Promise.resolve(),
  pinOf: () => undefined,
  enforceFloor: () => Promise.resolve(),
  close: () => Promise.resolve(),
};
