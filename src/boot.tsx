import { createRoot } from 'react-dom/client';
import { App } from './app/App.tsx';
import { applyAppearance } from './app/theme/appearance.ts';
import { reloadForVersion } from './app/routes/versionReload.ts';
import { readSetting, Settings } from './state/settings.ts';

// Before anything renders: the version reload of SPEC §2, then the stored look, so nothing flashes.
if (!reloadForVersion()) {
  applyAppearance(document.documentElement, {
    language: readSetting(Settings.language),
    theme: readSetting(Settings.theme),
    primaryColor: readSetting(Settings.primaryColor),
  });
  const root = document.getElementById('root');
  if (root) createRoot(root).render(<App />);
}
