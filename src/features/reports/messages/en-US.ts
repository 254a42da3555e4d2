/** reports: English (United States), the module's keys. */
export const messages = {
  'reports.menu': "Reports",
  'reports.tabs': "Report screens",
  'reports.online': "Online",
  'reports.fenceAlarm': "Fence alarms",
  'reports.emergencyAlarm': "Emergency alarms",
  'reports.callDuration': "Call duration",
  'reports.gps': "GPS data",
  'reports.message': "Messages",
  'reports.figure.onlineMs': "Online time (h:mm:ss)",
  'reports.figure.sessions': "Sessions",
  'reports.figure.alarms': "Alarms",
  'reports.figure.entered': "Entered",
  'reports.figure.left': "Left",
  'reports.figure.closed': "Closed",
  'reports.figure.talkMs': "Talk time (h:mm:ss)",
  'reports.figure.calls': "Calls",
  'reports.figure.fixes': "Fixes",
  'reports.figure.metres': "Distance (km)",
  'reports.figure.messages': "Messages",
  'reports.figure.sms': "SMS",
  'reports.column.name': "Name",
  'reports.column.msId': "Terminal ID",
  'reports.column.day': "Day",
  'reports.total': "Total",
  'reports.query': "Run report",
  'reports.exportCsv': "Export CSV",
  'reports.exportXlsx': "Export XLSX",
  'reports.hint': "Choose a time range and run the report.",
  'reports.loading': "Loading the report…",
  'reports.empty': "No terminal has figures in this range.",
  'reports.chart': "Per day",
  'reports.chart.hour': "Per hour",
  'reports.error.load': "The report could not be loaded.",
  'reports.error.forbidden': "Only dispatchers may read reports.",
  'reports.unit.seconds': "seconds",
  'reports.unit.minutes': "minutes",
  'reports.unit.hours': "hours",
  'reports.unit.km': "km",
  'reports.error.export': "The file could not be written.",
  'reports.loneWorkAlarm': "Lone worker alarms",
  'reports.jobTicket': "Job tickets",
  'reports.figure.forgotReply': "Forgot to reply",
  'reports.figure.handled': "Handled",
  'reports.figure.jobs': "Jobs",
  'reports.figure.completed': "Completed",
  'reports.figure.rejected': "Rejected",
} as const;

export type ReportsCatalogue = Readonly<Record<keyof typeof messages, string>>;

// These keys join the console's MessageKey (src/ui/i18n.tsx): t() of a key no catalogue has fails to compile.
declare module '../../../ui/i18n.tsx' {
  interface MessageCatalogues {
    reports: ReportsCatalogue;
  }
}
