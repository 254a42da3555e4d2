/** instant recall (group transmissions): English (United States), the module's keys. */
export const recallEnUS = {
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
} as const;

export type RecallCatalogue = Readonly<Record<keyof typeof recallEnUS, string>>;
