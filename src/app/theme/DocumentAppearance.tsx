import { useEffect } from 'react';
import { useAtomValue } from '../../state/jotai.ts';
import { customThemeAtom } from '../../state/hostTheme.ts';
import { useT } from '../../ui/index.ts';
import { appearanceAtom, applyAppearance } from './appearance.ts';

/** Keeps <html> data-theme, data-primary and lang, and the window title, in step with the appearance in effect. */
export function DocumentAppearance() {
  const t = useT();
  const appearance = useAtomValue(appearanceAtom);
  const sysName = useAtomValue(customThemeAtom)?.sysName;
  useEffect(() => applyAppearance(document.documentElement, appearance), [appearance]);
  useEffect(() => {
    // A host's custom skin names the system (SPEC §3 sysName).
    document.title = sysName || t('app.name');
  }, [t, sysName]);
  return null;
}
