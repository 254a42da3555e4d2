/** the settings page (base sections): English (United States), the module's keys. */
export const messages = {
  'settings.title': 'Settings',
  'settings.saved': 'Settings saved.',
  'settings.section.talk': 'Push-to-talk and alarms',
  'settings.section.notifications': 'Notifications',
  'settings.section.sounds': 'Sounds',
  'settings.section.display': 'Display',
  'settings.section.lists': 'Audio and lists',
  'settings.pttShortcut': 'Push-to-talk key',
  'settings.pttShortcutPrompt': 'Press a key (Esc cancels)',
  'settings.alarmSound': 'Alarm sound',
  'settings.alarmSound.siren': 'Siren',
  'settings.alarmSound.beep': 'Beeps',
  'settings.alarmSound.chime': 'Chime',
  'settings.alarmSound.pulse': 'Pulse',
  'settings.preview': 'Play',
  'settings.groupSwitchTone': 'Tone when switching to the current group',
  'settings.monitorSubgroups': 'Include subgroups when monitoring a group',
  'settings.notify.online': 'Terminal comes online',
  'settings.notify.offline': 'Terminal goes offline',
  'settings.notify.createTempGroup': 'Temporary group created',
  'settings.notify.switchGroup': 'Group switched',
  'settings.notify.quitTempGroup': 'Temporary group left',
  'settings.notify.cancelTempGroup': 'Temporary group cancelled',
  'settings.volume': 'Voice volume',
  'settings.alarmVolume': 'Alarm volume',
  'settings.noticeVolume': 'Notification volume',
  'settings.videoCallVolume': 'Video call volume',
  'settings.language': 'Language',
  'settings.theme': 'Skin',
  'settings.theme.dark': 'Dark',
  'settings.theme.light': 'Light',
  'settings.primaryColor': 'Primary colour',
  'settings.color.blue': 'Blue',
  'settings.color.green': 'Green',
  'settings.color.redsea': 'Red Sea',
  'settings.color.sfsp': 'Teal',
  'settings.color.safe': 'Safety orange',
  'settings.mapType': 'Map',
  'settings.mapType.amap': 'Amap',
  'settings.mapType.google': 'Google Maps',
  'settings.mapType.openstreet': 'OpenStreetMap',
  'settings.audioPriority': 'Audio play priority',
  'settings.audioPriority.realtime': 'Real-time voice',
  'settings.audioPriority.recording': 'Recorded voice',
  'settings.audioPriority.both': 'Both',
  'settings.offlineHide': 'Hide offline terminals',
  'settings.dispatcherHide': 'Hide dispatchers',
  'settings.mapType.offline': 'Offline map (no tile server)',
  'settings.desktopNotify': 'Desktop notifications for SOS and messages while this tab is hidden',
  'settings.desktopNotify.blocked': 'The browser blocks notifications for this site; allow them in its site settings.',
  'settings.desktopNotify.unsupported': 'This browser cannot show desktop notifications.',
} as const;

export type SettingsCatalogue = Readonly<Record<keyof typeof messages, string>>;

// These keys join the console's MessageKey (src/ui/i18n.tsx): t() of a key no catalogue has fails to compile.
declare module '../../../../ui/i18n.tsx' {
  interface MessageCatalogues {
    settings: SettingsCatalogue;
  }
}
