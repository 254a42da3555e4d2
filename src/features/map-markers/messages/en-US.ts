/** map markers and layers: English (United States), the module's keys. */
export const messages = {
  'markers.tools.label': 'Markers',
  'markers.tool.point': 'Point',
  'markers.tool.line': 'Line',
  'markers.tool.shape': 'Shape',
  'markers.tool.layers': 'Layers',
  'markers.hint.point': 'Click the map where the point goes.',
  'markers.hint.line': 'Click the map for each point of the line, then Finish.',
  'markers.hint.shape': 'Click the map for each corner of the shape, then Close shape.',
  'markers.hint.vertices': '{count, plural, one {# point} other {# points}}, {missing, plural, =0 {ready} one {# more needed} other {# more needed}}',
  'markers.draw.undo': 'Undo last point',
  'markers.draw.finish': 'Finish',
  'markers.draw.close': 'Close shape',
  'markers.draw.cancel': 'Cancel',
  'markers.kind.point': 'Point',
  'markers.kind.line': 'Line',
  'markers.kind.shape': 'Shape',
  'markers.form.addPoint': 'New point marker',
  'markers.form.addLine': 'New line marker',
  'markers.form.addShape': 'New shape marker',
  'markers.form.editPoint': 'Point marker',
  'markers.form.editLine': 'Line marker',
  'markers.form.editShape': 'Shape marker',
  'markers.form.name': 'Name',
  'markers.form.colour': 'Colour',
  'markers.form.link': 'Link (optional)',
  'markers.form.linkHint': 'A web address starting with http:// or https://',
  'markers.form.remark': 'Remark',
  'markers.form.createdBy': 'Created by {name}',
  'markers.form.openLink': 'Open link in a new tab',
  'markers.form.delete': 'Delete',
  'markers.form.cancel': 'Cancel',
  'markers.form.save': 'Save',
  'markers.error.nameRequired': 'Enter a name.',
  'markers.error.nameTooLong': 'The name is too long (at most 40 characters).',
  'markers.error.control': 'Control characters are not allowed.',
  'markers.error.linkInvalid': 'Enter a valid link starting with http:// or https://.',
  'markers.error.linkTooLong': 'The link is too long.',
  'markers.error.remarkTooLong': 'The remark is too long (at most 200 characters).',
  'markers.error.tooMany': 'The map already has the most markers allowed.',
  'markers.error.unknown': 'This marker no longer exists.',
  'markers.error.forbidden': 'Only dispatchers can change markers.',
  'markers.error.failed': 'The request failed (code {code}).',
  'markers.list.edit': 'Edit {name}',
} as const;

export type MapMarkersCatalogue = Readonly<Record<keyof typeof messages, string>>;

// These keys join the console's MessageKey (src/ui/i18n.tsx): t() of a key no catalogue has fails to compile.
declare module '../../../ui/i18n.tsx' {
  interface MessageCatalogues {
    'map-markers': MapMarkersCatalogue;
  }
}
