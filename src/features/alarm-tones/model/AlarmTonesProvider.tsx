import { createContext, useCallback, useContext, useMemo, type ReactNode } from 'react';
import { useSetAtom } from '../../../state/jotai.ts';
import { useAsyncEffect } from '../../../ui/index.ts';
import type { SendCommand } from '../../voice/index.ts';
import { myTonesAtom } from './atoms.ts';
import { loadMyTones, uploadWith, type ToneDs, type UploadFile } from './model.ts';

export type AlarmTonesContext = {
  readonly ds: ToneDs;
  readonly upload: UploadFile;
  readonly send: SendCommand;
  readonly me: string;
  /** Reloads the list; the dialog does after every change. */
  reload(): Promise<void>;
};

const Context = createContext<AlarmTonesContext | null>(null);

export type AlarmTonesProviderProps = {
  ds: ToneDs;
  send: SendCommand;
  me: string | null;
  /** The sendTone feature of SPEC §6; without it nothing of alarm tones shows. */
  enabled: boolean;
  fetch?: typeof fetch;
  children: ReactNode;
};

/** The alarm tone library of the signed-in dispatcher: loads it once and offers it to the dialog and the terminal rows. */
export function AlarmTonesProvider({ ds, send, me, enabled, fetch: fetchImpl, children }: AlarmTonesProviderProps) {
  const setTones = useSetAtom(myTonesAtom);
  const reload = useCallback(async () => {
    if (me) setTones(await loadMyTones(ds, me));
  }, [ds, me, setTones]);
  useAsyncEffect(
    () => (enabled && me ? loadMyTones(ds, me) : undefined),
    setTones,
    () => undefined, // the dialog reloads when opened
    [ds, me, enabled, setTones],
  );
  const upload = useMemo(() => uploadWith(fetchImpl ?? ((input, init) => globalThis.fetch(input, init))), [fetchImpl]);
  const value = useMemo(() => (enabled && me ? { ds, upload, send, me, reload } : null), [enabled, me, ds, upload, send, reload]);
  return <Context.Provider value={value}>{children}</Context.Provider>;
}

/** null outside the provider or without the feature: alarm tone controls then do not show. */
export const useAlarmTones = (): AlarmTonesContext | null => useContext(Context);
