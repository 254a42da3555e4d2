import type { MuteListCatalogue } from './en-US.ts';

/** the mute list: Русский. */
export const messages: MuteListCatalogue = {
  'muteList.title': '{count, plural, =0 {Заглушённые терминалы} one {Заглушённые терминалы (#)} few {Заглушённые терминалы (#)} many {Заглушённые терминалы (#)} other {Заглушённые терминалы (#)}}',
  'muteList.empty': 'Нет заглушённых терминалов. Заглушите говорящего в его баннере или в списке терминалов.',
  'muteList.mute': 'Заглушить {name}: не воспроизводить голос',
  'muteList.unmute': 'Включить звук {name}',
  'muteList.unmuteButton': 'Включить звук',
  'muteList.muted': 'Заглушён',
  'muteList.done.muted': '{name} заглушён: его голос не воспроизводится.',
  'muteList.done.unmuted': 'Звук {name} включён.',
  'muteList.error.noAnswer': 'Платформа не ответила. Список заглушённых не изменён.',
  'muteList.error.notFound': 'Этот терминал или запись больше не существует.',
  'muteList.error.failed': 'Не удалось изменить список заглушённых (код {code}).',
};
