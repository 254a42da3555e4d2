import { Suspense, useEffect, useRef } from 'react';
import { RouterProvider as AriaRouterProvider } from 'react-aria-components';
import { Navigate, Outlet, useHref, useLocation, useNavigate } from 'react-router-dom';
import { useAtomValue } from '../../state/jotai.ts';
import { sessionAtom } from '../../state/session.ts';
import { LoadingOverlay, useT } from '../../ui/index.ts';
import { featuresAtom } from '../session/features.ts';
import { useSession } from '../session/SessionProvider.tsx';
import { documentMarker } from '../session/sessionMarker.ts';
import { decideAccess } from './access.ts';
import { usePreloadScreens } from './prefetch.ts';
import { PRELOADS } from './screens.tsx';
import { CHILD_SUFFIX, LOGIN_PATH, RESOLVED_ROUTES } from './routeTable.ts';

/** Applies decideAccess on every navigation and session change; hosts the loading overlay. */
export function AccessGate() {
  const t = useT();
  const location = useLocation();
  const navigate = useNavigate();
  const controller = useSession();
  const session = useAtomValue(sessionAtom);
  const features = useAtomValue(featuresAtom);
  const lastLocation = useRef<string | null>(null);
  // Signed in, in the main console only: a window of its own (a -child path) shows one screen.
  usePreloadScreens(PRELOADS, session.phase === 'active' && !location.pathname.includes(CHILD_SUFFIX), features);

  const decision = decideAccess({
    path: location.pathname,
    // The server sets the marker with the token, before the login flow has finished: only a finished login counts.
    hasSession: documentMarker.present() && session.phase !== 'signing-in',
    arrived: lastLocation.current !== location.key,
    routes: RESOLVED_ROUTES,
    features,
  });

  useEffect(() => {
    lastLocation.current = location.key;
  });
  useEffect(() => {
    if (decision.kind === 'end-session') void controller.logout();
  }, [decision.kind, controller]);

  if (decision.kind === 'redirect') return <Navigate to={decision.to} replace />;
  const restoring = session.phase === 'restoring' && location.pathname !== LOGIN_PATH;
  return (
    <AriaRouterProvider navigate={(path) => void navigate(path)} useHref={useHref}>
      {decision.kind === 'wait' ? null : (
        // The layouts behind sign-in are chunks of their own (router.tsx).
        <Suspense fallback={<LoadingOverlay label={t('app.loading')} />}>
          <Outlet />
        </Suspense>
      )}
      {restoring || decision.kind === 'wait' ? <LoadingOverlay label={t('app.restoring')} /> : null}
    </AriaRouterProvider>
  );
}
