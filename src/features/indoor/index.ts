/**
 * Indoor positioning (SPEC §2 /indoorPositioning/indoor and the indoor area editor, §5 env decay
 * and RSSI at 1 m). The page edits areas and shows terminals live; `bindIndoor` follows the socket.
 */
export { bindIndoor } from './bindIndoor.ts';
export { IndoorPage } from './IndoorPage.tsx';
export type { IndoorDs } from './model/model.ts';
/** Its routes and screens, for the shell (the shell reads manifest.ts itself, so the rest of this index stays out of its first chunk). */
export { manifest } from './manifest.ts';
