/** remote-control: English (United States), the module's keys. */
export const messages = {
  'remoteControl.menu': "Remote control",
  'remoteControl.stun': "Stun",
  'remoteControl.kill': "Kill",
  'remoteControl.activate': "Activate",
  'remoteControl.status.stunned': "Stunned",
  'remoteControl.status.killed': "Killed",
  'remoteControl.title.stun': "Stun {name}?",
  'remoteControl.title.kill': "Kill {name}?",
  'remoteControl.title.activate': "Activate {name}?",
  'remoteControl.confirm.stun': "The terminal stops transmitting and receiving until a dispatcher activates it again.",
  'remoteControl.confirm.kill': "The terminal is disabled for good: it stops transmitting and receiving and cannot be activated again.",
  'remoteControl.confirm.activate': "The terminal can transmit and receive again.",
  'remoteControl.offlineNote': "The terminal is offline: it takes this status at its next login.",
  'remoteControl.done.stun': "{name} is stunned",
  'remoteControl.done.kill': "{name} is killed",
  'remoteControl.done.activate': "{name} is active again",
  'remoteControl.refused.killed': "A killed terminal cannot be changed",
  'remoteControl.refused.dispatcher': "Dispatchers cannot be controlled remotely",
  'remoteControl.refused.unchanged': "The terminal already has this status",
  'remoteControl.refused.forbidden': "You may not control this terminal",
  'remoteControl.refused.notFound': "No such terminal",
  'remoteControl.refused.failed': "Remote control failed ({code})",
  'remoteControl.deny.stunned': "this terminal is stunned",
  'remoteControl.status.stunnedUntil': "Stunned until {time}",
  'remoteControl.duration': "Duration",
  'remoteControl.duration.untilActivated': "Until activated",
  'remoteControl.duration.timed': "For a time",
  'remoteControl.duration.amount': "How long",
  'remoteControl.duration.unit': "Unit",
  'remoteControl.unit.s': "seconds",
  'remoteControl.unit.min': "minutes",
  'remoteControl.unit.h': "hours",
  'remoteControl.interval.required': "Enter how long the stun lasts",
  'remoteControl.interval.notWhole': "Enter a whole number",
  'remoteControl.interval.tooShort': "The interval must be at least 1 second",
  'remoteControl.interval.tooLong': "The interval can be at most 7 days",
  'remoteControl.monitor.start': "Environment monitoring",
  'remoteControl.monitor.panel': "Environment monitoring",
  'remoteControl.monitor.connecting': "Connecting to {name}…",
  'remoteControl.monitor.listening': "Listening to {name}",
  'remoteControl.monitor.ended': "Monitoring of {name} ended",
  'remoteControl.monitor.level': "Sound level",
  'remoteControl.monitor.stop': "Stop",
  'remoteControl.monitor.close': "Close",
  'remoteControl.monitor.already': "Another dispatcher is already monitoring this terminal",
  'remoteControl.monitor.maxReached': "Maximum monitored entries reached in this group",
  'remoteControl.monitor.offline': "The terminal is offline or stunned",
  'remoteControl.monitor.busy': "The terminal is in a call",
  'remoteControl.monitor.noAudio': "No audio arrived from the terminal",
  'remoteControl.monitor.failed': "Monitoring failed ({code})",
} as const;

export type RemoteControlCatalogue = Readonly<Record<keyof typeof messages, string>>;

// These keys join the console's MessageKey (src/ui/i18n.tsx): t() of a key no catalogue has fails to compile.
declare module '../../../ui/i18n.tsx' {
  interface MessageCatalogues {
    'remote-control': RemoteControlCatalogue;
  }
}
