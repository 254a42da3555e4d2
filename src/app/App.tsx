import { StrictMode, useState, type ReactNode } from 'react';
import { RouterProvider } from 'react-router-dom';
import { Provider, store } from '../state/jotai.ts';
import { ToastProvider, useT } from '../ui/index.ts';
import { AppIntlProvider } from './i18n/AppIntlProvider.tsx';
import { LOGIN_PATH } from './routes/routeTable.ts';
import { createAppRouter } from './routes/router.tsx';
import { SessionProvider } from './session/SessionProvider.tsx';
import { DocumentAppearance } from './theme/DocumentAppearance.tsx';
import { HostTheme } from './theme/HostTheme.tsx';
import './app.css';

function Toasts({ children }: { children: ReactNode }) {
  const t = useT();
  return <ToastProvider regionLabel={t('app.notifications')}>{children}</ToastProvider>;
}

/** The console: store, language, theme, session and router, in that order. */
export function App() {
  const [router] = useState(createAppRouter);
  return (
    <StrictMode>
      <Provider store={store}>
        <AppIntlProvider>
          <DocumentAppearance />
          <Toasts>
            <SessionProvider loginPath={LOGIN_PATH}>
              <RouterProvider router={router} />
              <HostTheme />
            </SessionProvider>
          </Toasts>
        </AppIntlProvider>
      </Provider>
    </StrictMode>
  );
}
