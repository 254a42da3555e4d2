/** alarm-handling: Spanish (Spain), the module's keys (who handles a fence or lone-worker alarm; several dispatchers at once). */
import type { AlarmHandlingCatalogue } from './en-US.ts';

export const messages: AlarmHandlingCatalogue = {
  'alarmHandling.handler': "Responsable",
  'alarmHandling.handledBy': "Responsable: {name}",
  'alarmHandling.nobody': "Nadie aún",
  'alarmHandling.you': "Usted",
  'alarmHandling.acknowledge': "Atender",
  'alarmHandling.handOver': "Transferir",
  'alarmHandling.handOver.title': "Transferir la alarma de {name}",
  'alarmHandling.handOver.to': "Al operador",
  'alarmHandling.handOver.none': "No hay otro operador al que transferir",
  'alarmHandling.cancel': "Cancelar",
  'alarmHandling.resolve': "Resolver",
  'alarmHandling.resolved': "Resuelta",
  'alarmHandling.handed': "Alarma transferida",
  'alarmHandling.error.closed': "La alarma ya está cerrada",
  'alarmHandling.error.notAcknowledged': "Atienda primero la alarma",
  'alarmHandling.error.acknowledged': "Otro operador ya atiende esta alarma",
  'alarmHandling.error.notHandler': "Solo el operador que atiende esta alarma puede hacerlo",
  'alarmHandling.error.toSelf': "Elija otro operador",
  'alarmHandling.error.toNotDispatcher': "Esa cuenta no es de un operador",
  'alarmHandling.error.unknown': "Esta alarma ya no existe",
  'alarmHandling.error.failed': "La plataforma lo rechazó ({code})",
};
