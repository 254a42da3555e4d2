/** instant recall (last N, play all, ducking, terminal recall): Español, the module's keys. */
import type { InstantRecallCatalogue } from './en-US.ts';

export const instantRecallEsES: InstantRecallCatalogue = {
  'recall.count': 'Últimas',
  'recall.playAll': 'Reproducir todas ({count})',
  'recall.stopAll': 'Detener todas',
  'recall.sequenceAt': 'Reproduciendo {index} de {total}',
  'recall.terminalTitle': 'Transmisiones recientes de {name}',
  'recall.terminalAction': 'Volver a escuchar las transmisiones de {name}',
  'recall.close': 'Cerrar',
  'recall.ducked': 'Voz en directo atenuada bajo la grabación',
};
