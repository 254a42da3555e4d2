/** alarm tones: English (United States), the module's keys. */
export const messages = {
  'alarmTones.title': 'Alarm tones',
  'alarmTones.open': 'Manage tones ({count})',
  'alarmTones.offline': 'You are offline',
  'alarmTones.upload': 'Add a tone',
  'alarmTones.name': 'Name',
  'alarmTones.file': 'Audio file (WAV, Ogg or MP3, at most {max} KB)',
  'alarmTones.icon': 'Icon (optional: PNG, JPEG or WebP, at most {max} KB)',
  'alarmTones.add': 'Add tone',
  'alarmTones.added': 'Tone {name} added.',
  'alarmTones.mine': 'My tones',
  'alarmTones.empty': 'No tones yet',
  'alarmTones.play': 'Play',
  'alarmTones.stop': 'Stop',
  'alarmTones.rename': 'Rename',
  'alarmTones.renamed': 'Tone renamed to {name}.',
  'alarmTones.moveUp': 'Move up',
  'alarmTones.moveDown': 'Move down',
  'alarmTones.moved': 'Tone {name} moved.',
  'alarmTones.delete': 'Delete',
  'alarmTones.deleteConfirm': 'Delete the tone {name}?',
  'alarmTones.deleted': 'Tone {name} deleted.',
  'alarmTones.send': 'Send a tone',
  'alarmTones.tone': 'Tone',
  'alarmTones.targetKind': 'Send to',
  'alarmTones.toTerminal': 'A terminal',
  'alarmTones.toGroup': 'A group',
  'alarmTones.terminal': 'Terminal',
  'alarmTones.group': 'Group',
  'alarmTones.sendButton': 'Send',
  'alarmTones.sent': '{count, plural, one {Tone {name} sent to # terminal.} other {Tone {name} sent to # terminals.}}',
  'alarmTones.sendTo': 'Send tone',
  'alarmTones.noTones': 'Add a tone first to send it.',
  'alarmTones.noTarget': 'No terminal is online',
  'alarmTones.noGroup': 'No group',
  'alarmTones.error.required': 'Enter a name',
  'alarmTones.error.tooLong': 'At most {max} characters',
  'alarmTones.error.special': 'No special characters: only letters, digits, spaces, _ and -',
  'alarmTones.error.exists': 'You already have a tone with this name',
  'alarmTones.error.fileRequired': 'Choose a file',
  'alarmTones.error.fileTooBig': 'The file is over {max} KB',
  'alarmTones.error.fileType': 'This file is not WAV, Ogg or MP3 audio',
  'alarmTones.error.iconType': 'The icon is not a PNG, JPEG or WebP image',
  'alarmTones.error.tooMany': 'You have {max} tones, the most allowed: delete one first',
  'alarmTones.error.targetOffline': 'Nobody online to receive it',
  'alarmTones.error.notFound': 'The tone or the target no longer exists',
  'alarmTones.error.forbidden': 'You may not send alarm tones',
  'alarmTones.error.timeout': 'Connection timed out',
  'alarmTones.error.failed': 'The request failed (code {code}).',
} as const;

export type AlarmTonesCatalogue = Readonly<Record<keyof typeof messages, string>>;

// These keys join the console's MessageKey (src/ui/i18n.tsx): t() of a key no catalogue has fails to compile.
declare module '../../../ui/i18n.tsx' {
  interface MessageCatalogues {
    'alarm-tones': AlarmTonesCatalogue;
  }
}
