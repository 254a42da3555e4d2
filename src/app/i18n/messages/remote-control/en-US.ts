/** remote-control: English (United States), the module's keys. */
export const remoteControlEnUS = {
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
} as const;

export type RemoteControlCatalogue = Readonly<Record<keyof typeof remoteControlEnUS, string>>;
