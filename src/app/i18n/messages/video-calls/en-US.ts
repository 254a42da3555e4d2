/** video-calls: English (United States), the module's keys. */
export const videoCallsEnUS = {
} as const;

export type VideoCallsCatalogue = Readonly<Record<keyof typeof videoCallsEnUS, string>>;
