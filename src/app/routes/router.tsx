import { createBrowserRouter, type RouteObject } from 'react-router-dom';
import { AccessGate } from './AccessGate.tsx';
import { RESOLVED_ROUTES, type ResolvedRoute } from './routeTable.ts';
import { SCREENS } from './screens.tsx';
import { mainLayoutModule } from './signedIn.ts';

// The frame of the signed-in console loads after the login page (signedIn.ts); the access gate
// shows the loading overlay meanwhile.
const MainLayout = mainLayoutModule.component((module) => module.MainLayout);
const BareLayout = mainLayoutModule.component((module) => module.BareLayout);

function screenRoute(route: ResolvedRoute): RouteObject {
  const Screen = SCREENS[route.screen];
  return { path: route.path, element: <Screen /> };
}

const withChrome = (chrome: ResolvedRoute['chrome']) => RESOLVED_ROUTES.filter((route) => route.chrome === chrome).map(screenRoute);

/** The route table as a router: the access gate wraps everything and answers paths nothing else matches. */
export function createAppRouter() {
  return createBrowserRouter([
    {
      element: <AccessGate />,
      children: [
        ...withChrome('standalone'),
        { element: <MainLayout />, children: withChrome('main') },
        { element: <BareLayout />, children: withChrome('bare') },
        { path: '*', element: null },
      ],
    },
  ]);
}
