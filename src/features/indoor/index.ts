/**
 * Indoor positioning (SPEC §2 /indoorPositioning/indoor and the indoor area editor, §5 env decay
 * and RSSI at 1 m). The page edits areas and shows terminals live; `bindIndoor` follows the socket.
 */
export { bindIndoor } from './bindIndoor.ts';
export { IndoorPage } from './IndoorPage.tsx';
export type { IndoorDs } from './model/model.ts';
