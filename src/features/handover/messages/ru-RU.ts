/** alarm-handling: Russian (Russia), the module's keys (who handles a fence or lone-worker alarm; several dispatchers at once). */
import type { AlarmHandlingCatalogue } from './en-US.ts';

export const messages: AlarmHandlingCatalogue = {
  'alarmHandling.handler': "Ответственный",
  'alarmHandling.handledBy': "Ответственный: {name}",
  'alarmHandling.nobody': "Пока никто",
  'alarmHandling.you': "Вы",
  'alarmHandling.acknowledge': "Принять",
  'alarmHandling.handOver': "Передать",
  'alarmHandling.handOver.title': "Передать тревогу {name}",
  'alarmHandling.handOver.to': "Диспетчеру",
  'alarmHandling.handOver.none': "Нет другого диспетчера для передачи",
  'alarmHandling.cancel': "Отмена",
  'alarmHandling.resolve': "Закрыть тревогу",
  'alarmHandling.resolved': "Закрыта",
  'alarmHandling.handed': "Тревога передана",
  'alarmHandling.error.closed': "Тревога уже закрыта",
  'alarmHandling.error.notAcknowledged': "Сначала примите тревогу",
  'alarmHandling.error.acknowledged': "Эту тревогу уже ведёт другой диспетчер",
  'alarmHandling.error.notHandler': "Это может сделать только диспетчер, который ведёт тревогу",
  'alarmHandling.error.toSelf': "Выберите другого диспетчера",
  'alarmHandling.error.toNotDispatcher': "Эта учётная запись не диспетчер",
  'alarmHandling.error.unknown': "Этой тревоги больше нет",
  'alarmHandling.error.failed': "Платформа отказала ({code})",
};
