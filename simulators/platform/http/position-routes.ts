import { LastGpsQuerySchema, MsInfoQuerySchema, PositionPaths, type LastGps, type Terminal } from '../../../protocol/index.ts';
import type { PlatformState } from '../projection/state.ts';
import { ok, rejected } from './envelope.ts';
import { queryObject, withInput } from './input.ts';
import type { RouteTable } from './route.ts';

const lastGpsOf = (terminal: Terminal): LastGps | null => (terminal.gps ? { msId: terminal.msId, ...terminal.gps } : null);

/** The first unknown terminal of a list, for a 404 that names it. */
const firstUnknown = (state: PlatformState, msIds: readonly string[]): string | undefined => msIds.find((msId) => !state.terminals.has(msId));

/**
 * getLastGps and findMsInfo (docs/protocol.md "Positions and terminal info"): what getGrpMsList
 * shows every session, a terminal or a fix at a time. Positions are stored in degrees (reportGps
 * divides microdegrees), so they are answered as stored.
 */
export const POSITION_ROUTES: RouteTable = {
  [PositionPaths.lastGps]: {
    method: 'GET',
    open: false,
    handle: ({ platform, query }) =>
      withInput(LastGpsQuerySchema, queryObject(query), ({ msIds }) => {
        const { state } = platform;
        const unknown = msIds && firstUnknown(state, msIds);
        if (unknown) return rejected(404, `msIds: no terminal ${unknown}`);
        const terminals = msIds ? msIds.map((msId) => state.terminals.get(msId)!) : [...state.terminals.values()];
        const list = terminals.map(lastGpsOf).filter((row): row is LastGps => row !== null);
        return ok({ count: list.length, seq: state.head }, list);
      }),
  },
  [PositionPaths.msInfo]: {
    method: 'GET',
    open: false,
    handle: ({ platform, query }) =>
      withInput(MsInfoQuerySchema, queryObject(query), ({ msId }) => {
        const terminal = platform.state.terminals.get(msId);
        return terminal ? ok(terminal) : rejected(404, `msId: no terminal ${msId}`);
      }),
  },
};
