/** media-library: English (United States), the module's keys. */
export const mediaLibraryEnUS = {
} as const;

export type MediaLibraryCatalogue = Readonly<Record<keyof typeof mediaLibraryEnUS, string>>;
