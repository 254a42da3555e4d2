import { useConsole } from '../../manifest/index.ts';
import { LoneWorkPage } from './index.ts';

/** Lone worker wired to the session's /ds client. */
export function LoneWorkRoute() {
  return <LoneWorkPage ds={useConsole().ds} />;
}
