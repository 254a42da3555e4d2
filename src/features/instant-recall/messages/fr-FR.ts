/** instant recall (last N, play all, ducking, terminal recall): Français, the module's keys. */
import type { InstantRecallCatalogue } from './en-US.ts';

export const messages: InstantRecallCatalogue = {
  'recall.count': 'Dernières',
  'recall.playAll': 'Tout lire ({count})',
  'recall.stopAll': 'Tout arrêter',
  'recall.sequenceAt': 'Lecture {index} sur {total}',
  'recall.terminalTitle': 'Transmissions récentes de {name}',
  'recall.terminalAction': 'Réécouter les transmissions de {name}',
  'recall.close': 'Fermer',
  'recall.ducked': 'Voix en direct atténuée sous l’enregistrement',
  // recall: instant recall of group transmissions.
  'recall.toggle': 'Réécoute immédiate',
  'recall.title': 'Transmissions récentes de {group}',
  'recall.empty': 'Aucune transmission enregistrée pour le moment.',
  'recall.loadFailed': 'Impossible de charger les enregistrements.',
  'recall.duration': '{seconds} s',
  'recall.play': 'Écouter la transmission de {name}',
  'recall.playShort': 'Écouter',
  'recall.stop': 'Arrêter',
  'recall.playFailed': 'Impossible de lire l’enregistrement.',
  'recall.progress': 'Progression de la lecture',
  'recall.heldForLive': 'Coupée pendant la voix en direct',
};
