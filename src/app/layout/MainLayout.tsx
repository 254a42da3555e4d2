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
 * Header, side menu, the alarm area and the screen: the frame of every main route. Calls live here, above the
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
          {/* Notices of fleet changes in the header's free middle: a strip of their own, over no control. */}
          <Header status={<NoticeStack />} />
          <SideMenu />
          {/*
           * Open alarms, on every screen: an SOS must be seen and heard wherever the dispatcher is, and a
           * lone worker who stopped answering too. A region of the layout above the screen: it pushes the
           * screen down instead of covering it, and modal dialogs cover it (it has no stacking of its own).
           */}
          <section className="layout__alarms" aria-label={t('alarms.region')} data-testid="alarm-area">
            <SosAlert ds={session.ds} />
            <LoneWorkAlarmBanner />
          </section>
          <main className="layout__content" id="main">
            <Suspense fallback={<LoadingOverlay label={t('app.loading')} />}>
              <Outlet />
            </Suspense>
          </main>
        </div>
        <DesktopNotifier />
        <MessageDesktopNotices />
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
