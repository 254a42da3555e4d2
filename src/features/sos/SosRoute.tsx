import { useConsole } from '../../manifest/index.ts';
import { SosPage } from './index.ts';

/** SOS management wired to the session's /ds client. */
export function SosRoute() {
  return <SosPage ds={useConsole().ds} />;
}
