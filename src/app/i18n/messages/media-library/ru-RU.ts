import type { MediaLibraryCatalogue } from './en-US.ts';

export const mediaLibraryRuRU: MediaLibraryCatalogue = {
};
