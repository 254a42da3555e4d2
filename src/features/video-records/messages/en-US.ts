/** videoRecords: English (United States), the module's keys. */
export const messages = {
  'videoRecords.menu': "Video records",
  'videoRecords.title': "Video records",
  'videoRecords.allCameras': "All cameras",
  'videoRecords.field.camera': "Camera",
  'videoRecords.field.kind': "Type",
  'videoRecords.field.start': "Started",
  'videoRecords.field.duration': "Duration",
  'videoRecords.field.size': "Size",
  'videoRecords.kind.video': "Recording",
  'videoRecords.kind.snapshot': "Snapshot",
  'videoRecords.query': "Search",
  'videoRecords.hint': "Pick a camera and a time range, then search.",
  'videoRecords.empty': "No recordings or snapshots in this range.",
  'videoRecords.play': "Play",
  'videoRecords.view': "View",
  'videoRecords.delete': "Delete",
  'videoRecords.deleteConfirm': "Delete for good",
  'videoRecords.cancel': "Cancel",
  'videoRecords.record': "Record",
  'videoRecords.stop': "Stop recording",
  'videoRecords.snap': "Platform snapshot",
  'videoRecords.recording': "Recording",
  'videoRecords.saved': "Recording saved.",
  'videoRecords.snapped': "Snapshot saved.",
  'videoRecords.snapshotOf': "Snapshot of {name}",
  'videoRecords.error.unknown': "This camera or record no longer exists.",
  'videoRecords.error.streamNotFound': "Stream not found.",
  'videoRecords.error.busy': "Camera busy: it is already being recorded.",
  'videoRecords.error.notRecording': "This camera is not being recorded.",
  'videoRecords.error.stillRecording': "A recording still running cannot be deleted; stop it first.",
  'videoRecords.error.tooMany': "The platform is recording as many cameras as it can; try again later.",
  'videoRecords.error.noRecordingTime': "Not enough recording time.",
  'videoRecords.error.notSupported': "Device not supported: the platform records HLS and HTTP-FLV cameras only.",
  'videoRecords.error.forbidden': "Only dispatchers can do this.",
  'videoRecords.error.failed': "The request failed.",
} as const;

export type VideoRecordsCatalogue = Readonly<Record<keyof typeof messages, string>>;

// These keys join the console's MessageKey (src/ui/i18n.tsx): t() of a key no catalogue has fails to compile.
declare module '../../../ui/i18n.tsx' {
  interface MessageCatalogues {
    'video-records': VideoRecordsCatalogue;
  }
}
