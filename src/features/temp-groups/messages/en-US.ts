/** temporary groups: English (United States), the module's keys. */
export const messages = {
  'tempGroups.title': 'Temp groups',
  'tempGroups.new': 'New temp group',
  'tempGroups.empty': 'No temp groups',
  'tempGroups.creator': 'Creator',
  'tempGroups.you': 'you',
  'tempGroups.count': '{online} of {total} members online',
  'tempGroups.edit': 'Edit',
  'tempGroups.editTitle': 'Edit temp group',
  'tempGroups.remove': 'Remove',
  'tempGroups.removeTitle': 'Remove temp group',
  'tempGroups.removeConfirm': 'Remove the temp group {group}? Its members can no longer talk in it.',
  'tempGroups.name': 'Name',
  'tempGroups.members': 'Members',
  'tempGroups.search': 'Search terminals by name or ID',
  'tempGroups.selected': '{count, plural, one {# selected} other {# selected}}',
  'tempGroups.more': '{count, plural, one {# more match: refine the search} other {# more match: refine the search}}',
  'tempGroups.noMatch': 'No terminal matches',
  'tempGroups.create': 'Create',
  'tempGroups.saveRemove': 'Save and remove',
  'tempGroups.willRemove': 'Fewer than two members are left: saving removes the temp group.',
  'tempGroups.offline': 'You are offline',
  'tempGroups.created': 'Temp group {group} created.',
  'tempGroups.saved': 'Temp group {group} saved.',
  'tempGroups.removed': 'Temp group {group} removed.',
  'tempGroups.error.required': 'Enter a name',
  'tempGroups.error.tooLong': 'At most {max} characters',
  'tempGroups.error.special': 'No special characters: only letters, digits, spaces, _ and -',
  'tempGroups.error.exists': 'A group with this name already exists',
  'tempGroups.error.tooFew': 'Choose at least one other member',
  'tempGroups.error.tooMany': 'At most {max} members',
  'tempGroups.error.notFound': 'The temp group or a member no longer exists',
  'tempGroups.error.forbidden': 'You may not manage temp groups',
  'tempGroups.error.timeout': 'Connection timed out',
  'tempGroups.error.failed': 'The request failed (code {code}).',
} as const;

export type TempGroupsCatalogue = Readonly<Record<keyof typeof messages, string>>;

// These keys join the console's MessageKey (src/ui/i18n.tsx): t() of a key no catalogue has fails to compile.
declare module '../../../ui/i18n.tsx' {
  interface MessageCatalogues {
    'temp-groups': TempGroupsCatalogue;
  }
}
