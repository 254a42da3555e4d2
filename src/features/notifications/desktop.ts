/**
 * Desktop notifications (issue 6 §4): an SOS or a message while this tab is hidden becomes a system
 * notification, when the dispatcher switched them on and the browser granted the permission. Pure
 * decisions here; DesktopNotifier.tsx shows them. Messages plug in through `notifyDesktop`.
 */
import { Subject, type Observable } from 'rxjs';
import { AlarmStatus, type SosAlarm } from '../../../protocol/index.ts';

/** Something worth a desktop notification; names and texts are network text. */
export type DesktopNotice =
  | { readonly kind: 'sos'; readonly id: string; readonly name: string; readonly msId: string }
  | { readonly kind: 'message'; readonly id: string; readonly from: string; readonly text: string };

export type DesktopPermission = NotificationPermission | 'unsupported';

export type DesktopContext = {
  /** The settings' desktop notification switch. */
  readonly enabled: boolean;
  readonly permission: DesktopPermission;
  /** document.visibilityState === 'hidden': a visible console already shows it. */
  readonly hidden: boolean;
};

export const shouldNotifyDesktop = (context: DesktopContext): boolean => context.enabled && context.permission === 'granted' && context.hidden;

/** Alarms that started sounding between two states of the SOS projection (a new one, not a change of an old one). */
export function newlyRaised(before: ReadonlyMap<string, SosAlarm>, after: ReadonlyMap<string, SosAlarm>): SosAlarm[] {
  if (before === after) return [];
  return [...after.values()].filter((alarm) => alarm.status === AlarmStatus.Alarm && !before.has(alarm.id));
}

/** One notification per thing: a second notice of the same id replaces the first instead of stacking. */
export const noticeTag = (notice: DesktopNotice): string => `${notice.kind}:${notice.id}`;

const notices = new Subject<DesktopNotice>();
export const desktopNotices$: Observable<DesktopNotice> = notices.asObservable();

/** A module's way in (messages: a new incoming message): shown when the tab is hidden and allowed. */
export function notifyDesktop(notice: DesktopNotice): void {
  notices.next(notice);
}
