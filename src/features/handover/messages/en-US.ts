/** alarm-handling: English (United States), the module's keys (who handles a fence or lone-worker alarm; several dispatchers at once). */
export const messages = {
  'alarmHandling.handler': "Handler",
  'alarmHandling.handledBy': "Handler: {name}",
  'alarmHandling.nobody': "Nobody yet",
  'alarmHandling.you': "You",
  'alarmHandling.acknowledge': "Acknowledge",
  'alarmHandling.handOver': "Hand over",
  'alarmHandling.handOver.title': "Hand over the alarm of {name}",
  'alarmHandling.handOver.to': "To dispatcher",
  'alarmHandling.handOver.none': "No other dispatcher to hand over to",
  'alarmHandling.cancel': "Cancel",
  'alarmHandling.resolve': "Resolve",
  'alarmHandling.resolved': "Resolved",
  'alarmHandling.handed': "Alarm handed over",
  'alarmHandling.error.closed': "The alarm is already closed",
  'alarmHandling.error.notAcknowledged': "Acknowledge the alarm first",
  'alarmHandling.error.acknowledged': "Another dispatcher already handles this alarm",
  'alarmHandling.error.notHandler': "Only the dispatcher handling this alarm may do that",
  'alarmHandling.error.toSelf': "Choose another dispatcher",
  'alarmHandling.error.toNotDispatcher': "That account is not a dispatcher",
  'alarmHandling.error.unknown': "This alarm no longer exists",
  'alarmHandling.error.failed': "The platform refused ({code})",
} as const;

export type AlarmHandlingCatalogue = Readonly<Record<keyof typeof messages, string>>;

// These keys join the console's MessageKey (src/ui/i18n.tsx): t() of a key no catalogue has fails to compile.
declare module '../../../ui/i18n.tsx' {
  interface MessageCatalogues {
    handover: AlarmHandlingCatalogue;
  }
}
