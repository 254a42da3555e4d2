/** instant recall (last N, play all, ducking, terminal recall): English (United States), the module's keys. */
export const instantRecallEnUS = {
  'recall.count': 'Last',
  'recall.playAll': 'Play all ({count})',
  'recall.stopAll': 'Stop all',
  'recall.sequenceAt': 'Playing {index} of {total}',
  'recall.terminalTitle': 'Recent transmissions of {name}',
  'recall.terminalAction': 'Recall the transmissions of {name}',
  'recall.close': 'Close',
  'recall.ducked': 'Live voice lowered under the recording',
};

export type InstantRecallCatalogue = Record<keyof typeof instantRecallEnUS, string>;
