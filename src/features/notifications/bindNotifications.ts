import type { Observable, Subscription } from 'rxjs';
import { fleetAtom } from '../../state/eventLog.ts';
import { store } from '../../state/jotai.ts';
import { userAtom } from '../../state/session.ts';
import { readSetting, Settings } from '../../state/settings.ts';
import { noticesAtom } from './atoms.ts';
import type { NotifyToggles, SentCommand } from './model.ts';
import { notifier, type NotifierSource } from './notifier.ts';

const readToggles = (): NotifyToggles => ({
  notifyOnline: readSetting(Settings.notifyOnline),
  notifyOffline: readSetting(Settings.notifyOffline),
  notifyCreateTempGroup: readSetting(Settings.notifyCreateTempGroup),
  notifySwitchGroup: readSetting(Settings.notifySwitchGroup),
  notifyQuitTempGroup: readSetting(Settings.notifyQuitTempGroup),
  notifyCancelTempGroup: readSetting(Settings.notifyCancelTempGroup),
});

/** Runs the notifier on a socket's streams and shows its notices (the session binds it per socket). */
export function bindNotifications(source: NotifierSource, sent$: Observable<SentCommand>): Subscription {
  const subscription = notifier(source, {
    sent$,
    me: () => store.get(userAtom)?.msId ?? null,
    toggles: readToggles,
    terminalName: (msId) => store.get(fleetAtom).terminals.get(msId)?.msName ?? msId,
    groupName: (gid) => store.get(fleetAtom).groups.get(gid)?.name ?? gid,
  }).subscribe((notices) => store.set(noticesAtom, notices));
  subscription.add(() => store.set(noticesAtom, []));
  return subscription;
}
