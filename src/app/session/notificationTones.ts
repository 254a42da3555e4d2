import { filter, type Observable, type Subscription } from 'rxjs';
import type { EventFrame } from '../../../protocol/index.ts';
import { playTone } from '../../../media/index.ts';
import { readSetting, Settings } from '../../state/settings.ts';
import { audioTabAtom } from '../../state/audioTab.ts';
import { store } from '../../state/jotai.ts';

/** Sounds the online/offline notice when its toggle is on, at the notice volume, in the browser's audio tab only. */
export function playNotificationTones(events$: Observable<EventFrame>): Subscription {
  return events$
    .pipe(filter((frame) => frame.event.type === 'terminal.online' || frame.event.type === 'terminal.offline'))
    .subscribe((frame) => {
      const online = frame.event.type === 'terminal.online';
      if (!readSetting(online ? Settings.notifyOnline : Settings.notifyOffline)) return;
      if (store.get(audioTabAtom) !== 'audio') return;
      playTone(online ? 'online' : 'offline', readSetting(Settings.noticeVolume));
    });
}
