import type { RecallCatalogue } from './en-US.ts';

/** instant recall (group transmissions): Русский. */
export const recallRuRU: RecallCatalogue = {
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
