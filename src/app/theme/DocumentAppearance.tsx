import { useEffect } from 'react';
import { useAtomValue } from '../../state/jotai.ts';
import { useT } from '../../ui/index.ts';
import { appearanceAtom, applyAppearance } from './appearance.ts';

/** Keeps <html> data-theme, data-primary and lang, and the window title, in step with the appearance in effect. */
export function DocumentAppearance() {
  const t = useT();
  const appearance = useAtomValue(appearanceAtom);
  useEffect(() => applyAppearance(document.documentElement, appearance), [appearance]);
  useEffect(() => {
    document.title = t('app.name');
  }, [t]);
  return null;
}
