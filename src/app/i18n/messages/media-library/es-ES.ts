import type { MediaLibraryCatalogue } from './en-US.ts';

export const mediaLibraryEsES: MediaLibraryCatalogue = {
};
