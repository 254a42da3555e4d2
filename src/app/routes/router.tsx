import { createBrowserRouter, type RouteObject } from 'react-router-dom';
import { BareLayout, MainLayout } from '../layout/MainLayout.tsx';
import { AccessGate } from './AccessGate.tsx';
import { RESOLVED_ROUTES, type ResolvedRoute } from './routeTable.ts';
import { SCREENS } from './screens.tsx';

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
