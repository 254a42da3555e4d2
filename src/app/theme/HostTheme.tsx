import { useEffect, useState } from 'react';
import { useAtomValue, useSetAtom } from '../../state/jotai.ts';
import { hostThemeAtom } from '../../state/hostTheme.ts';
import { LoadingOverlay, useT } from '../../ui/index.ts';
import { useSession } from '../session/SessionProvider.tsx';
import { applyHostTheme, CUSTOM_THEME_OVERLAY_MS, readHostTheme } from './hostTheme.ts';
import './host-theme.css';

/** Reads this host's custom skin once, before login, and keeps it applied to the document. */
export function HostTheme() {
  const { ds } = useSession();
  const setHostTheme = useSetAtom(hostThemeAtom);
  const state = useAtomValue(hostThemeAtom);
  useEffect(() => {
    let live = true;
    readHostTheme(ds, window.location.hostname)
      .catch(() => null)
      .then((theme) => {
        if (live) setHostTheme({ status: 'ready', theme });
      });
    return () => {
      live = false;
    };
  }, [ds, setHostTheme]);
  const theme = state.status === 'ready' ? state.theme : null;
  useEffect(() => applyHostTheme(document.documentElement, theme), [theme]);
  return <RootOverlay />;
}

/**
 * The root shell's loading overlay (SPEC §2): up while the host's skin is read; with a custom
 * theme it stays 1 s, so the skin's logo and stylesheet are in place before the page shows.
 */
function RootOverlay() {
  const t = useT();
  const state = useAtomValue(hostThemeAtom);
  const custom = state.status === 'ready' && state.theme !== null;
  const [held, setHeld] = useState(true);
  useEffect(() => {
    if (state.status !== 'ready') return;
    if (!custom) return setHeld(false);
    const timer = window.setTimeout(() => setHeld(false), CUSTOM_THEME_OVERLAY_MS);
    return () => window.clearTimeout(timer);
  }, [state.status, custom]);
  if (!held) return null;
  return (
    <div className="root-overlay" data-testid="root-overlay">
      <LoadingOverlay label={t('app.loading')} />
    </div>
  );
}
