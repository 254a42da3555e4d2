import type { TerminalMonitorCatalogue } from './en-US.ts';

export const terminalMonitorRuRU: TerminalMonitorCatalogue = {
  'terminalMonitor.terminals': 'Терминалы',
  'terminalMonitor.hint': 'Перетащите терминал на ячейку, чтобы смотреть его камеру, или нажмите «Наблюдать камеру».',
  'terminalMonitor.filter': 'Найти терминал',
  'terminalMonitor.monitor': 'Наблюдать камеру',
  'terminalMonitor.offline': 'не в сети',
  'terminalMonitor.none': 'Нет подходящих терминалов.',
  'terminalMonitor.starting': 'Запуск камеры…',
  'terminalMonitor.stop': 'Остановить',
  'terminalMonitor.label': 'Камера: {name}',
  'terminalMonitor.ended.offline': 'Терминал отключился; его камера остановлена.',
  'terminalMonitor.ended.other': 'Наблюдение завершено (код {code}).',
  'terminalMonitor.error.streamNotFound': 'Поток не найден.',
  'terminalMonitor.error.cameraBusy': 'Камера занята: терминал в видеовызове.',
  'terminalMonitor.error.maxMonitored': 'Достигнуто максимальное число наблюдаемых объектов.',
  'terminalMonitor.error.alreadyMonitoring': 'Этот терминал уже под наблюдением.',
  'terminalMonitor.error.deviceNotSupported': 'Устройство не поддерживается: у этого терминала нет камеры.',
  'terminalMonitor.error.offline': 'Терминал не в сети.',
  'terminalMonitor.error.failed': 'Не удалось начать наблюдение (код {code}).',
};
