/**
 * Language, theme and primary colour in effect: the stored settings, or the settings dialog's
 * unsaved choices while it previews them.
 */
import { atom } from '../../state/jotai.ts';
import { settingAtoms, type Language, type PrimaryColor, type Theme } from '../../state/settings.ts';

export type Appearance = { readonly language: Language; readonly theme: Theme; readonly primaryColor: PrimaryColor };

export const appearancePreviewAtom = atom<Appearance | null>(null);

export const appearanceAtom = atom<Appearance>((get) => {
  const preview = get(appearancePreviewAtom);
  if (preview) return preview;
  return {
    language: get(settingAtoms.language),
    theme: get(settingAtoms.theme),
    primaryColor: get(settingAtoms.primaryColor),
  };
});

/** Puts the appearance on <html>, where the theme tokens and screen readers look for it. */
export function applyAppearance(root: HTMLElement, appearance: Appearance): void {
  root.dataset.theme = appearance.theme;
  root.dataset.primary = appearance.primaryColor;
  root.lang = appearance.language;
}
