/** instant recall (last N, play all, ducking, terminal recall): Français, the module's keys. */
import type { InstantRecallCatalogue } from './en-US.ts';

export const instantRecallFrFR: InstantRecallCatalogue = {
  'recall.count': 'Dernières',
  'recall.playAll': 'Tout lire ({count})',
  'recall.stopAll': 'Tout arrêter',
  'recall.sequenceAt': 'Lecture {index} sur {total}',
  'recall.terminalTitle': 'Transmissions récentes de {name}',
  'recall.terminalAction': 'Réécouter les transmissions de {name}',
  'recall.close': 'Fermer',
  'recall.ducked': 'Voix en direct atténuée sous l’enregistrement',
};
