import { createRoot } from 'react-dom/client';
import { App } from './app/App.tsx';
import { applyAppearance } from './app/theme/appearance.ts';
import { readSetting, Settings } from './state/settings.ts';

// Before anything renders (main.tsx has done the version reload): the stored look, so nothing flashes.
applyAppearance(document.documentElement, {
  language: readSetting(Settings.language),
  theme: readSetting(Settings.theme),
  primaryColor: readSetting(Settings.primaryColor),
});
const root = document.getElementById('root');
if (root) createRoot(root).render(<App />);
