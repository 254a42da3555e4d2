import { createContext, useContext, useEffect, useState, type ReactNode } from 'react';
import { ConsoleProvider } from '../../manifest/index.ts';
import { storedValues } from '../../state/storage.ts';
import { createCredentialVault } from './credentialVault.ts';
import { credentialsKey } from './keyStore.ts';
import { SessionController } from './sessionController.ts';
import { documentMarker } from './sessionMarker.ts';
import { useSocketBinding } from './useSocketBinding.ts';

const SessionContext = createContext<SessionController | null>(null);

export function useSession(): SessionController {
  const controller = useContext(SessionContext);
  if (!controller) throw new Error('useSession needs a SessionProvider above it');
  return controller;
}

/** Owns the session controller for the page's lifetime and binds its socket. */
export function SessionProvider({ loginPath, children }: { loginPath: string; children: ReactNode }) {
  const [controller] = useState(
    () =>
      new SessionController({
        vault: createCredentialVault({ key: credentialsKey, values: storedValues }),
        marker: documentMarker,
        hostname: window.location.hostname,
      }),
  );
  useEffect(() => {
    // On the login screen the route guard ends any session instead of restoring it.
    controller.start(documentMarker.present() && window.location.pathname !== loginPath);
  }, [controller, loginPath]);
  useSocketBinding(controller);
  // The features' screens get the session's services through useConsole (src/manifest), not useSession.
  return (
    <SessionContext.Provider value={controller}>
      <ConsoleProvider value={controller}>{children}</ConsoleProvider>
    </SessionContext.Provider>
  );
}
