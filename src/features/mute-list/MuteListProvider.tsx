import { createContext, useCallback, useContext, useEffect, useMemo, type ReactNode } from 'react';
import { useSetAtom } from '../../state/jotai.ts';
import { muteListAtom } from './atoms.ts';
import { loadMuteList, muteTerminal, unmuteTerminal, type MuteDs } from './model.ts';

export type MuteControls = {
  mute(muteId: string): Promise<void>;
  unmute(id: string): Promise<void>;
};

const MuteControlsContext = createContext<MuteControls | null>(null);

type MuteListProviderProps = { ds: MuteDs; me: string | null; children: ReactNode };

/** Loads the dispatcher's mute list once signed in and offers mute/unmute; each change reloads the list. */
export function MuteListProvider({ ds, me, children }: MuteListProviderProps) {
  const setList = useSetAtom(muteListAtom);
  useEffect(() => {
    if (!me) return;
    let current = true;
    loadMuteList(ds).then(
      (list) => current && setList(list),
      () => undefined, // the list stays as it was; the next change reloads it
    );
    return () => {
      current = false;
    };
  }, [ds, me, setList]);
  const mute = useCallback(async (muteId: string) => setList(await muteTerminal(ds, muteId)), [ds, setList]);
  const unmute = useCallback(async (id: string) => setList(await unmuteTerminal(ds, { id })), [ds, setList]);
  const controls = useMemo(() => ({ mute, unmute }), [mute, unmute]);
  return <MuteControlsContext.Provider value={controls}>{children}</MuteControlsContext.Provider>;
}

/** Mute and unmute, or null outside the provider. */
export const useMuteControls = (): MuteControls | null => useContext(MuteControlsContext);
