/** surveillance: English (United States), the module's keys. */
export const surveillanceEnUS = {
} as const;

export type SurveillanceCatalogue = Readonly<Record<keyof typeof surveillanceEnUS, string>>;
