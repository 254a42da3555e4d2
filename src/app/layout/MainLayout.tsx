import { Suspense } from 'react';
import { Outlet } from 'react-router-dom';
import { CallsProvider } from '../../features/calls/index.ts';
import { DesktopNotifier, NoticeStack } from '../../features/notifications/index.ts';
import { SosAlert, SosResponseProvider } from '../../features/sos/index.ts';
import { useSosResponseClient } from './useSosResponseClient.ts';
import { LoneWorkAlarmBanner } from '../../features/lone-worker/index.ts';
import { LoadingOverlay, useT } from '../../ui/index.ts';
import { useSession } from '../session/SessionProvider.tsx';
import { Header } from './Header.tsx';
import { MessageDesktopNotices } from './MessageDesktopNotices.tsx';
import { SideMenu } from './SideMenu.tsx';
import './layout.css';

/**
 * Header, side menu and the screen: the frame of every main route. Calls live here, above the
 * header, so its missed calls list can call back and an incoming call rings on every screen; the SOS
 * response (ambient listening, camera, floor of an acknowledged alarm) too, under the calls.
 */
export function MainLayout() {
  const t = useT();
  const session = useSession();
  const responseClient = useSosResponseClient(session);
  return (
    <CallsProvider signalling={session}>
      <SosResponseProvider client={responseClient}>
        <div className="layout">
          <Header />
          <SideMenu />
          <main className="layout__content" id="main">
            <Suspense fallback={<LoadingOverlay label={t('app.loading')} />}>
              <Outlet />
            </Suspense>
          </main>
        </div>
        <NoticeStack />
        <DesktopNotifier />
        <MessageDesktopNotices />
        {/* Once, on every screen: an SOS must be seen and heard wherever the dispatcher is. */}
        <SosAlert ds={session.ds} />
        {/* Lone worker alarms too: a worker who stopped answering must be seen wherever the dispatcher is. */}
        <LoneWorkAlarmBanner />
      </SosResponseProvider>
    </CallsProvider>
  );
}

/** A child twin: the same screen without header and menu, for a separate window. */
export function BareLayout() {
  const t = useT();
  return (
    <main className="layout-bare" id="main">
      <Suspense fallback={<LoadingOverlay label={t('app.loading')} />}>
        <Outlet />
      </Suspense>
    </main>
  );
}
