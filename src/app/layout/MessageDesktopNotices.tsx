import { useEffect, useRef } from 'react';
import { incomingMessageAtom } from '../../features/messages/index.ts';
import { notifyDesktop } from '../../features/notifications/index.ts';
import { store } from '../../state/jotai.ts';
import { useT } from '../../ui/index.ts';

/** Plugs the messages module's incoming messages into the desktop notifier (shown only while the tab is hidden). */
export function MessageDesktopNotices() {
  const t = useT();
  const translate = useRef(t);
  translate.current = t;
  useEffect(
    () =>
      store.sub(incomingMessageAtom, () => {
        const { message } = store.get(incomingMessageAtom);
        if (!message) return;
        const text =
          message.type === 'photo' ? translate.current('desktopNotify.message.photo') : message.type === 'video' ? translate.current('desktopNotify.message.video') : (message.content ?? '');
        notifyDesktop({ kind: 'message', id: message.id, from: message.senderName, text });
      }),
    [],
  );
  return null;
}
