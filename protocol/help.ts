/** Help files the emulator serves to every visitor, signed in or not (docs/protocol.md "Help files"). */
export const HelpPaths = {
  /** CHANGELOG.md of the repository, as text/markdown. */
  releaseNotes: '/help/release-notes.md',
  /** docs/user-manual.md as an attachment download. */
  manual: '/help/user-manual.md',
  /** The mobile app package (POC_MOBILE_APP_FILE on the emulator); 404 when none is configured. */
  mobileApp: '/help/mobile-app.apk',
  /** The file name the manual download is saved under. */
  manualFileName: 'poc-console-user-manual.md',
} as const;
