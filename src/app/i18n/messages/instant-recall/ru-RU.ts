/** instant recall (last N, play all, ducking, terminal recall): Русский, the module's keys. */
import type { InstantRecallCatalogue } from './en-US.ts';

export const instantRecallRuRU: InstantRecallCatalogue = {
  'recall.count': 'Последние',
  'recall.playAll': 'Воспроизвести все ({count})',
  'recall.stopAll': 'Остановить все',
  'recall.sequenceAt': 'Воспроизводится {index} из {total}',
  'recall.terminalTitle': 'Последние передачи: {name}',
  'recall.terminalAction': 'Прослушать передачи {name}',
  'recall.close': 'Закрыть',
  'recall.ducked': 'Живой голос приглушён под записью',
};
