/** media-library: English (United States), the module's keys. */
export const messages = {
  "menu.mediaManage": "Media management",
  "mediaLibrary.title": "Media library",
  "mediaLibrary.upload": "Upload media",
  "mediaLibrary.name": "Name",
  "mediaLibrary.file": "File (audio, video or image, at most {max} MB)",
  "mediaLibrary.add": "Upload",
  "mediaLibrary.uploading": "Uploading…",
  "mediaLibrary.added": "Media {name} uploaded.",
  "mediaLibrary.deleted": "Media {name} deleted.",
  "mediaLibrary.field.name": "Name",
  "mediaLibrary.field.type": "Type",
  "mediaLibrary.field.size": "Size",
  "mediaLibrary.field.duration": "Duration",
  "mediaLibrary.field.time": "Time",
  "mediaLibrary.field.actions": "Actions",
  "mediaLibrary.kind.audio": "Audio",
  "mediaLibrary.kind.video": "Video",
  "mediaLibrary.kind.image": "Image",
  "mediaLibrary.cloudRecording": "Cloud recording of {group}",
  "mediaLibrary.seconds": "{seconds} s",
  "mediaLibrary.play": "Play",
  "mediaLibrary.view": "View",
  "mediaLibrary.closePreview": "Close preview",
  "mediaLibrary.preview": "Preview: {name}",
  "mediaLibrary.delete": "Delete",
  "mediaLibrary.deleteConfirm": "Delete {name}? This cannot be undone.",
  "mediaLibrary.empty": "The library is empty.",
  "mediaLibrary.error.load": "The media library could not be loaded.",
  "mediaLibrary.error.required": "Enter a name",
  "mediaLibrary.error.tooLong": "At most {max} characters",
  "mediaLibrary.error.special": "No special characters: only letters, digits, spaces and _ - . ( )",
  "mediaLibrary.error.exists": "A media file with this name already exists",
  "mediaLibrary.error.fileRequired": "Choose a file",
  "mediaLibrary.error.overSize": "The file is over {max} MB",
  "mediaLibrary.error.fileType": "This file is not WAV, Ogg, MP3, MP4, WebM, PNG, JPEG or WebP",
  "mediaLibrary.error.forbidden": "Only dispatchers manage media",
  "mediaLibrary.error.notFound": "This media file no longer exists",
  "mediaLibrary.error.failed": "The platform refused the request ({code})",
  "mediaLibrary.cloud.title": "Media cloud recording",
  "mediaLibrary.cloud.hint": "When a group's cloud recording is on, each of its push-to-talk transmissions is saved to the library.",
  "mediaLibrary.cloud.failed": "The cloud recording setting could not be changed ({code})",
  "mediaLibrary.size.kb": "{value} KB",
  "mediaLibrary.size.mb": "{value} MB",
} as const;

export type MediaLibraryCatalogue = Readonly<Record<keyof typeof messages, string>>;

// These keys join the console's MessageKey (src/ui/i18n.tsx): t() of a key no catalogue has fails to compile.
declare module '../../../ui/i18n.tsx' {
  interface MessageCatalogues {
    'media-library': MediaLibraryCatalogue;
  }
}
