import type { RecallCatalogue } from './en-US.ts';

/** instant recall (group transmissions): Español. */
export const recallEsES: RecallCatalogue = {
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
