/** instant recall (last N, play all, ducking, terminal recall): English (United States), the module's keys. */
export const messages = {
  'recall.count': 'Last',
  'recall.playAll': 'Play all ({count})',
  'recall.stopAll': 'Stop all',
  'recall.sequenceAt': 'Playing {index} of {total}',
  'recall.terminalTitle': 'Recent transmissions of {name}',
  'recall.terminalAction': 'Recall the transmissions of {name}',
  'recall.close': 'Close',
  'recall.ducked': 'Live voice lowered under the recording',
  // recall: instant recall of group transmissions.
  'recall.toggle': 'Instant recall',
  'recall.title': 'Recent transmissions of {group}',
  'recall.empty': 'No recorded transmissions yet.',
  'recall.loadFailed': 'Could not load the recordings.',
  'recall.duration': '{seconds} s',
  'recall.play': 'Play the transmission of {name}',
  'recall.playShort': 'Play',
  'recall.stop': 'Stop',
  'recall.playFailed': 'Could not play the recording.',
  'recall.progress': 'Playback progress',
  'recall.heldForLive': 'Held back for live voice',
};

export type InstantRecallCatalogue = Readonly<Record<keyof typeof messages, string>>;

// These keys join the console's MessageKey (src/ui/i18n.tsx): t() of a key no catalogue has fails to compile.
declare module '../../../ui/i18n.tsx' {
  interface MessageCatalogues {
    'instant-recall': InstantRecallCatalogue;
  }
}
