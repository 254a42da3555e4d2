import type { RecallCatalogue } from './en-US.ts';

/** instant recall (group transmissions): Français. */
export const recallFrFR: RecallCatalogue = {
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
