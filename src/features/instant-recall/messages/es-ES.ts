/** instant recall (last N, play all, ducking, terminal recall): Español, the module's keys. */
import type { InstantRecallCatalogue } from './en-US.ts';

export const messages: InstantRecallCatalogue = {
  'recall.count': 'Últimas',
  'recall.playAll': 'Reproducir todas ({count})',
  'recall.stopAll': 'Detener todas',
  'recall.sequenceAt': 'Reproduciendo {index} de {total}',
  'recall.terminalTitle': 'Transmisiones recientes de {name}',
  'recall.terminalAction': 'Volver a escuchar las transmisiones de {name}',
  'recall.close': 'Cerrar',
  'recall.ducked': 'Voz en directo atenuada bajo la grabación',
  // recall: instant recall of group transmissions.
  'recall.toggle': 'Escucha inmediata',
  'recall.title': 'Transmisiones recientes de {group}',
  'recall.empty': 'Todavía no hay transmisiones grabadas.',
  'recall.loadFailed': 'No se pudieron cargar las grabaciones.',
  'recall.duration': '{seconds} s',
  'recall.play': 'Reproducir la transmisión de {name}',
  'recall.playShort': 'Reproducir',
  'recall.stop': 'Detener',
  'recall.playFailed': 'No se pudo reproducir la grabación.',
  'recall.progress': 'Progreso de la reproducción',
  'recall.heldForLive': 'Silenciada por voz en directo',
};
