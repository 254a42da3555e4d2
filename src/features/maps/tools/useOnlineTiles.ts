import { useState } from 'react';
import { useAtomValue } from '../../../state/jotai.ts';
import { clientConfigAtom } from '../../../state/session.ts';
import { settingAtoms } from '../../../state/settings.ts';
import { useAsyncEffect } from '../../../ui/index.ts';
import { createGoogleSession, GoogleUnavailable, type GoogleFailure, type GoogleSession } from './googleSession.ts';
import { onlineTiles, tileKindFor, type OnlineTiles } from './onlineTiles.ts';

/** The online tiles of the settings' map type; for Google it first makes a session with the host's PoCGMapKey. */
export function useOnlineTiles(satellite: boolean): OnlineTiles {
  const mapType = useAtomValue(settingAtoms.mapType);
  const language = useAtomValue(settingAtoms.language);
  const key = useAtomValue(clientConfigAtom)?.PoCGMapKey ?? '';
  const kind = tileKindFor('google', satellite);
  const [google, setGoogle] = useState<{ session: GoogleSession | null; failure: GoogleFailure | null }>({ session: null, failure: null });

  useAsyncEffect(
    () => {
      if (mapType !== 'google') return;
      setGoogle({ session: null, failure: null });
      return createGoogleSession(key, kind, language);
    },
    (session) => setGoogle({ session, failure: null }),
    (error) => setGoogle({ session: null, failure: error instanceof GoogleUnavailable ? error.reason : 'refused' }),
    [mapType, key, kind, language],
  );

  return onlineTiles(mapType, satellite, google);
}
