import { useConsole } from '../../manifest/index.ts';
import { SecretKeysPage } from './index.ts';

/** Key management wired to the session's /ds client. */
export function SecretKeysRoute() {
  return <SecretKeysPage ds={useConsole().ds} />;
}
