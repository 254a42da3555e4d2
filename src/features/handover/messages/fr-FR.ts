/** alarm-handling: French (France), the module's keys (who handles a fence or lone-worker alarm; several dispatchers at once). */
import type { AlarmHandlingCatalogue } from './en-US.ts';

export const messages: AlarmHandlingCatalogue = {
  'alarmHandling.handler': "Responsable",
  'alarmHandling.handledBy': "Responsable : {name}",
  'alarmHandling.nobody': "Personne pour l’instant",
  'alarmHandling.you': "Vous",
  'alarmHandling.acknowledge': "Prendre en charge",
  'alarmHandling.handOver': "Transférer",
  'alarmHandling.handOver.title': "Transférer l’alarme de {name}",
  'alarmHandling.handOver.to': "Au répartiteur",
  'alarmHandling.handOver.none': "Aucun autre répartiteur",
  'alarmHandling.cancel': "Annuler",
  'alarmHandling.resolve': "Résoudre",
  'alarmHandling.resolved': "Résolue",
  'alarmHandling.handed': "Alarme transférée",
  'alarmHandling.error.closed': "L’alarme est déjà close",
  'alarmHandling.error.notAcknowledged': "Prenez d’abord l’alarme en charge",
  'alarmHandling.error.acknowledged': "Un autre répartiteur traite déjà cette alarme",
  'alarmHandling.error.notHandler': "Seul le répartiteur qui traite cette alarme peut le faire",
  'alarmHandling.error.toSelf': "Choisissez un autre répartiteur",
  'alarmHandling.error.toNotDispatcher': "Ce compte n’est pas un répartiteur",
  'alarmHandling.error.unknown': "Cette alarme n’existe plus",
  'alarmHandling.error.failed': "La plateforme a refusé ({code})",
};
