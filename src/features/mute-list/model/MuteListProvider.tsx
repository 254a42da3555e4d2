import { createContext, useCallback, useContext, useEffect, useMemo, type ReactNode } from 'react';
import { useSetAtom } from '../../../state/jotai.ts';
import { muteListAtom } from './atoms.ts';
import { loadMuteList, muteTerminal, unmuteTerminal, type MuteDs } from './model.ts';

export type MuteControls = {
  mute(muteId: string): Promise<void>;
  unmute(id: string): Promise<void>;
};

const LOAD_RETRY_MS = 5_000;

const MuteControlsContext = createContext<MuteControls | null>(null);

type MuteListProviderProps = {
  ds: MuteDs;
  me: string | null;
  /** The dispatcher has the mute-list feature (access '1'); otherwise no control shows. */
  enabled: boolean;
  children: ReactNode;
};

/** Loads the dispatcher's mute list once signed in and offers mute/unmute; each change reloads the list. */
export function MuteListProvider({ ds, me, enabled, children }: MuteListProviderProps) {
  const setList = useSetAtom(muteListAtom);
  useEffect(() => {
    if (!me || !enabled) {
      setList([]);
      return;
    }
    let current = true;
    let retry: ReturnType<typeof setTimeout> | undefined;
    // Until the list is in, muted terminals would be heard: keep asking while the screen is open.
    const load = () =>
      loadMuteList(ds).then(
        (list) => current && setList(list),
        () => {
          if (current) retry = setTimeout(load, LOAD_RETRY_MS);
        },
      );
    void load();
    return () => {
      current = false;
      clearTimeout(retry);
    };
  }, [ds, me, enabled, setList]);
  const mute = useCallback(async (muteId: string) => setList(await muteTerminal(ds, muteId)), [ds, setList]);
  const unmute = useCallback(async (id: string) => setList(await unmuteTerminal(ds, { id })), [ds, setList]);
  const controls = useMemo(() => ({ mute, unmute }), [mute, unmute]);
  return <MuteControlsContext.Provider value={enabled ? controls : null}>{children}</MuteControlsContext.Provider>;
}

/** Mute and unmute, or null outside the provider. */
export const useMuteControls = (): MuteControls | null => useContext(MuteControlsContext);
