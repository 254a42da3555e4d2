/** instant recall (last N, play all, ducking, terminal recall): Русский, the module's keys. */
import type { InstantRecallCatalogue } from './en-US.ts';

export const messages: InstantRecallCatalogue = {
  'recall.count': 'Последние',
  'recall.playAll': 'Воспроизвести все ({count})',
  'recall.stopAll': 'Остановить все',
  'recall.sequenceAt': 'Воспроизводится {index} из {total}',
  'recall.terminalTitle': 'Последние передачи: {name}',
  'recall.terminalAction': 'Прослушать передачи {name}',
  'recall.close': 'Закрыть',
  'recall.ducked': 'Живой голос приглушён под записью',
  // recall: instant recall of group transmissions.
  'recall.toggle': 'Мгновенный повтор',
  'recall.title': 'Последние передачи группы {group}',
  'recall.empty': 'Записанных передач пока нет.',
  'recall.loadFailed': 'Не удалось загрузить записи.',
  'recall.duration': '{seconds} с',
  'recall.play': 'Воспроизвести передачу {name}',
  'recall.playShort': 'Воспроизвести',
  'recall.stop': 'Остановить',
  'recall.playFailed': 'Не удалось воспроизвести запись.',
  'recall.progress': 'Ход воспроизведения',
  'recall.heldForLive': 'Приглушено ради живого голоса',
};
