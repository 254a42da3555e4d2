/** Custom skins per host (SPEC §2 /themes/theme). */
export { ThemesPage } from './ThemesPage.tsx';
