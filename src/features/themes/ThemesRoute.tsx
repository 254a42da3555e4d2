import { useConsole } from '../../manifest/index.ts';
import { ThemesPage } from './index.ts';

/** Custom skins wired to the session's /ds client. */
export function ThemesRoute() {
  return <ThemesPage ds={useConsole().ds} />;
}
