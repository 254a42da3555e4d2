import { SecretKeysPage } from '../../features/secret-keys/index.ts';
import { ThemesPage } from '../../features/themes/index.ts';
import { useSession } from '../session/SessionProvider.tsx';

/** Key management wired to the session's /ds client. */
export function SecretKeysRoute() {
  return <SecretKeysPage ds={useSession().ds} />;
}

/** Custom skins wired to the session's /ds client. */
export function ThemesRoute() {
  return <ThemesPage ds={useSession().ds} />;
}
