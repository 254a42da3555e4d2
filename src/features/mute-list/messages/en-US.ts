/** the mute list: English (United States), the module's keys. */
export const messages = {
  'muteList.title': '{count, plural, =0 {Muted terminals} one {Muted terminals (#)} other {Muted terminals (#)}}',
  'muteList.empty': 'No terminal is muted. Mute a talker from its banner or from the terminal list.',
  'muteList.mute': 'Mute {name}: do not play their voice',
  'muteList.unmute': 'Unmute {name}',
  'muteList.unmuteButton': 'Unmute',
  'muteList.muted': 'Muted',
  'muteList.done.muted': '{name} is muted: their voice is not played.',
  'muteList.done.unmuted': '{name} is unmuted.',
  'muteList.error.noAnswer': 'The platform did not answer. The mute list is unchanged.',
  'muteList.error.notFound': 'That terminal or entry no longer exists.',
  'muteList.error.failed': 'The mute list could not be changed (code {code}).',
} as const;

export type MuteListCatalogue = Readonly<Record<keyof typeof messages, string>>;

// These keys join the console's MessageKey (src/ui/i18n.tsx): t() of a key no catalogue has fails to compile.
declare module '../../../ui/i18n.tsx' {
  interface MessageCatalogues {
    'mute-list': MuteListCatalogue;
  }
}
