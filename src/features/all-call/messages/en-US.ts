/** all-call and broadcast call: English (United States), the module's keys. */
export const messages = {
  'allCall.title': 'All-call and broadcast',
  'allCall.all': 'All-call',
  'allCall.broadcast': 'Broadcast call',
  'allCall.hint': 'One-way: radios listen and cannot talk until you end the call.',
  'allCall.stop': 'End call',
  'allCall.offline': 'You are offline',
  'allCall.pick.title': 'Broadcast call: choose groups',
  'allCall.pick.start': '{count, plural, =0 {Choose groups} one {Call # group} other {Call # groups}}',
  'allCall.state.starting': 'Setting up the call…',
  'allCall.state.connecting': 'Connecting your microphone…',
  'allCall.state.talking': '{count, plural, one {On air to # group} other {On air to # groups}} · {seconds} s left',
  'allCall.state.ended': 'The call has ended.',
  'allCall.end.timeLimit': 'The call reached its time limit.',
  'allCall.end.offline': 'The call ended: the connection was lost.',
  'allCall.end.preempted': 'The call ended: emergency talkers took every group.',
  'allCall.end.restart': 'The call ended: the platform restarted.',
  'allCall.error.busy': 'You are already in a call or talking in a group.',
  'allCall.error.oneWay': 'Some of these groups are in another all-call or broadcast call.',
  'allCall.error.noGroups': 'No group can be called now: an emergency is in progress.',
  'allCall.error.unknown': 'A chosen group no longer exists.',
  'allCall.error.forbidden': 'You may not make all-calls or broadcast calls.',
  'allCall.error.media': 'The media server is not available.',
  'allCall.error.microphone': 'No microphone or no permission to use it.',
  'allCall.error.audio': 'The audio connection failed.',
  'allCall.error.timeout': 'Connection timed out',
  'allCall.error.failed': 'The call failed (code {code}).',
  'allCall.error.endFailed': 'The platform did not confirm the end: radios stay listen-only until the call’s time limit or until you go offline.',
  'allCall.banner.all': 'All-call by {name}',
  'allCall.banner.broadcast': 'Broadcast call by {name}',
  'allCall.banner.groups': 'Listen only: {groups}',
  'allCall.deny.oneWay': 'an all-call or broadcast call is on: listen only',
} as const;

export type AllCallCatalogue = Readonly<Record<keyof typeof messages, string>>;

// These keys join the console's MessageKey (src/ui/i18n.tsx): t() of a key no catalogue has fails to compile.
declare module '../../../ui/i18n.tsx' {
  interface MessageCatalogues {
    'all-call': AllCallCatalogue;
  }
}
