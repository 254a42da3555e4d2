/** Notices of live fleet changes as the settings' toggles ask (SPEC §2), bound per socket by the session. */
export { bindNotifications } from './bindNotifications.ts';
export { NoticeStack } from './NoticeStack.tsx';
export type { SentCommand } from './model.ts';
// Desktop notifications: mounted once; other modules (messages) plug in through notifyDesktop.
export { DesktopNotifier } from './DesktopNotifier.tsx';
export { DesktopNotifySwitch } from './DesktopNotifySwitch.tsx';
export { notifyDesktop, type DesktopNotice } from './desktop.ts';
/** Its socket listeners, for the shell (the shell reads manifest.ts itself). */
export { manifest } from './manifest.ts';
