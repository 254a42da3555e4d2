import { useEffect, useRef } from 'react';
import { sosAlarmsAtom } from '../../state/eventLog.ts';
import { store } from '../../state/jotai.ts';
import { readSetting, Settings } from '../../state/settings.ts';
import { useT, type Translate } from '../../ui/index.ts';
import { desktopNotices$, newlyRaised, noticeTag, shouldNotifyDesktop, type DesktopNotice, type DesktopPermission } from './desktop.ts';

export const desktopPermission = (): DesktopPermission => (typeof Notification === 'undefined' ? 'unsupported' : Notification.permission);

function words(t: Translate, notice: DesktopNotice): { title: string; body: string } {
  return notice.kind === 'sos'
    ? { title: t('desktopNotify.sos.title', { name: notice.name }), body: t('desktopNotify.sos.body', { msId: notice.msId }) }
    : { title: t('desktopNotify.message.title', { name: notice.from }), body: notice.text };
}

/** Mounted once in the main layout: new SOS alarms from the projection and plugged-in notices, as system notifications. */
export function DesktopNotifier() {
  const t = useT();
  const translate = useRef(t);
  translate.current = t;
  useEffect(() => {
    const show = (notice: DesktopNotice) => {
      const context = { enabled: readSetting(Settings.desktopNotify), permission: desktopPermission(), hidden: document.visibilityState === 'hidden' };
      if (!shouldNotifyDesktop(context)) return;
      const { title, body } = words(translate.current, notice);
      const notification = new Notification(title, { body, tag: noticeTag(notice) });
      notification.onclick = () => {
        window.focus();
        notification.close();
      };
    };
    // Alarms open when this mounts were there before; only later ones are new.
    let seen = store.get(sosAlarmsAtom);
    const stopSos = store.sub(sosAlarmsAtom, () => {
      const now = store.get(sosAlarmsAtom);
      for (const alarm of newlyRaised(seen, now)) show({ kind: 'sos', id: alarm.id, name: alarm.name, msId: alarm.msId });
      seen = now;
    });
    const plugged = desktopNotices$.subscribe(show);
    return () => {
      stopSos();
      plugged.unsubscribe();
    };
  }, []);
  return null;
}
