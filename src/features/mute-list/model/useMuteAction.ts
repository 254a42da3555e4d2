import { useCallback, useState } from 'react';
import { DsError, DS_NO_RESPONSE } from '../../../../protocol/index.ts';
import { useT, useToast, type Translate } from '../../../ui/index.ts';
import { useMuteControls } from './MuteListProvider.tsx';

/** The platform's refusal in the dispatcher's words. */
export function muteFailureText(t: Translate, error: unknown): string {
  const code = error instanceof DsError ? error.code : DS_NO_RESPONSE;
  if (code === DS_NO_RESPONSE) return t('muteList.error.noAnswer');
  if (code === '404') return t('muteList.error.notFound');
  return t('muteList.error.failed', { code });
}

export type MuteAction = {
  /** Null outside a MuteListProvider: the feature is off for this dispatcher. */
  readonly available: boolean;
  readonly busy: boolean;
  mute(msId: string, name: string): void;
  unmute(entryId: string, name: string): void;
};

/** Mute and unmute with a toast for the outcome; one change at a time per control. */
export function useMuteAction(): MuteAction {
  const t = useT();
  const toast = useToast();
  const controls = useMuteControls();
  const [busy, setBusy] = useState(false);
  const run = useCallback(
    (change: () => Promise<void>, done: string) => {
      setBusy(true);
      change()
        .then(
          () => toast({ tone: 'success', text: done }),
          (error: unknown) => toast({ tone: 'error', text: muteFailureText(t, error) }),
        )
        .finally(() => setBusy(false));
    },
    [t, toast],
  );
  const mute = useCallback((msId: string, name: string) => controls && run(() => controls.mute(msId), t('muteList.done.muted', { name })), [controls, run, t]);
  const unmute = useCallback((entryId: string, name: string) => controls && run(() => controls.unmute(entryId), t('muteList.done.unmuted', { name })), [controls, run, t]);
  return { available: controls !== null, busy, mute, unmute };
}
