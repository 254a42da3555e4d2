/** The custom skin of the host the console was opened by (SPEC §2, §3): read before login. */
import type { CustomTheme } from '../../protocol/index.ts';
import { atom } from './jotai.ts';

export type HostThemeState = { readonly status: 'loading' } | { readonly status: 'ready'; readonly theme: CustomTheme | null };

export const hostThemeAtom = atom<HostThemeState>({ status: 'loading' });

/** The theme in use, or null (none for this host, or not read yet). */
export const customThemeAtom = atom((get) => {
  const state = get(hostThemeAtom);
  return state.status === 'ready' ? state.theme : null;
});
