/** call-records: English (United States), the module's keys. */
export const messages = {
  'callRecords.menu': "Call records",
  'callRecords.title': "Call records",
  'callRecords.query': "Query",
  'callRecords.hint': "Pick a range and query to list the calls.",
  'callRecords.loading': "Loading the calls…",
  'callRecords.filter.group': "Group",
  'callRecords.filter.terminal': "Terminal",
  'callRecords.filter.anyTerminal': 'All terminals: type a name or ID',
  'callRecords.filter.all': "All",
  'callRecords.field.time': "Time",
  'callRecords.field.kind': "Type",
  'callRecords.field.caller': "Caller",
  'callRecords.field.callee': "Callee",
  'callRecords.field.frequency': "Frequency",
  'callRecords.field.duration': "Duration",
  'callRecords.field.status': "Status",
  'callRecords.field.recording': "Recording",
  'callRecords.kind.group': "Group voice",
  'callRecords.kind.individual': "Individual call",
  'callRecords.duration': "{seconds} s",
  'callRecords.frequency': "{count, plural, one {# call} other {# calls}}",
  'callRecords.notRecorded.peerToPeer': "Not recorded: peer-to-peer",
  'callRecords.status': "ended {code}",
  'callRecords.status.named': "{reason} ({code})",
  'callRecords.play': "Play the recording of {name}",
  'callRecords.playShort': "Play",
  'callRecords.stop': "Stop",
  'callRecords.waveform': "Waveform of the recording: click to seek",
  'callRecords.playFailed': "The recording could not be played",
  'callRecords.total': "{count, plural, one {# call} other {# calls}}",
  'callRecords.empty': "No calls in this range.",
  'callRecords.page': "Page {count} of {total}",
  'callRecords.previous': "Previous",
  'callRecords.next': "Next",
  'callRecords.error.load': "The call records could not be loaded",
  'callRecords.error.forbidden': "Only dispatchers can read call records",
} as const;

export type CallRecordsCatalogue = Readonly<Record<keyof typeof messages, string>>;

// These keys join the console's MessageKey (src/ui/i18n.tsx): t() of a key no catalogue has fails to compile.
declare module '../../../ui/i18n.tsx' {
  interface MessageCatalogues {
    'call-records': CallRecordsCatalogue;
  }
}
