/** Media management (SPEC §2 /media-management/medias): the media library and media cloud recording. */
export { MediaLibraryPage, type MediaLibraryPageProps } from './MediaLibraryPage.tsx';
