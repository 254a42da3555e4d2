import { platformModule } from '../platform-module.ts';
import { applyToThemes } from './theme-book.ts';
import { THEME_TEST_ROUTES, themeRoutes } from './theme-routes.ts';

/** Themes of host names, and which accounts a themed host lets in. */
export const themeModule = platformModule({
  name: 'themes',
  events: {
    'theme.set': { stream: (event) => `theme:${event.theme.hostname}`, apply: (state, event) => applyToThemes(state.themes, event) },
    'theme.deleted': { stream: (event) => `theme:${event.hostname}`, apply: (state, event) => applyToThemes(state.themes, event) },
    'test.accountAccessSet': { stream: () => 'test', apply: (state, event) => applyToThemes(state.themes, event) },
  },
  routes: (host) => themeRoutes(host.uploads),
  testRoutes: () => THEME_TEST_ROUTES,
});
