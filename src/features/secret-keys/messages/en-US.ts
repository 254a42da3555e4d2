/** secret-keys (key management): English (United States), the module's keys. */
export const messages = {
  'secretKeys.title': 'Key management',
  'secretKeys.hint': 'Messages are encrypted with the active key. Older keys stay so older messages can still be read.',
  'secretKeys.add': 'New key',
  'secretKeys.actions': 'Actions',
  'secretKeys.activate': 'Make active',
  'secretKeys.rename': 'Rename',
  'secretKeys.delete': 'Delete',
  'secretKeys.show': 'Show',
  'secretKeys.hide': 'Hide',
  'secretKeys.generate': 'Generate',
  'secretKeys.loadFailed': 'The keys could not be loaded.',
  'secretKeys.state.active': 'Active',
  'secretKeys.state.inactive': 'Not active',
  'secretKeys.field.name': 'Name',
  'secretKeys.field.key': 'Key',
  'secretKeys.field.state': 'State',
  'secretKeys.field.time': 'Added',
  'secretKeys.field.activeNow': 'Make it the active key',
  'secretKeys.key.rule': '{length} characters: digits and capital letters A-Z.',
  'secretKeys.deleteTitle': 'Delete the key {name}?',
  'secretKeys.deleteText': 'Messages encrypted with this key can no longer be read.',
  'secretKeys.dialog.addTitle': 'New key',
  'secretKeys.dialog.renameTitle': 'Rename {name}',
  'secretKeys.dialog.cancel': 'Cancel',
  'secretKeys.dialog.save': 'Save',
  'secretKeys.error.nameRequired': 'Enter a name.',
  'secretKeys.error.nameTooLong': 'The name is at most {max} characters.',
  'secretKeys.error.key.required': 'Enter the key or generate one.',
  'secretKeys.error.key.length': 'The key must be exactly {length} characters.',
  'secretKeys.error.key.alphabet': 'Use only digits and capital letters A-Z.',
  'secretKeys.error.exists': 'This key already exists.',
  'secretKeys.error.tooMany': 'The platform holds no more keys; delete an old one first.',
  'secretKeys.error.activeDelete': 'The active key cannot be deleted.',
  'secretKeys.error.unknown': 'This key does not exist any more.',
  'secretKeys.error.permission': 'You do not have the key management permission.',
  'secretKeys.error.failed': 'The request failed (code {code}).',
} as const;

export type SecretKeysCatalogue = Readonly<Record<keyof typeof messages, string>>;

// These keys join the console's MessageKey (src/ui/i18n.tsx): t() of a key no catalogue has fails to compile.
declare module '../../../ui/i18n.tsx' {
  interface MessageCatalogues {
    'secret-keys': SecretKeysCatalogue;
  }
}
