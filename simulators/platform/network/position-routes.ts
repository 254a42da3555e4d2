import { LastGpsQuerySchema, MsInfoQuerySchema, PositionPaths, type LastGps, type Terminal } from '../../../protocol/index.ts';
import { organisationOfCaller, terminalsOfOrganisation } from '../organisations/organisation-of.ts';
import type { PlatformState } from '../projection/state.ts';
import { ok, rejected } from '../http/envelope.ts';
import { queryObject, withInput } from '../http/input.ts';
import type { RouteTable } from '../http/route.ts';

const lastGpsOf = (terminal: Terminal): LastGps | null => (terminal.gps ? { msId: terminal.msId, ...terminal.gps } : null);

/** The caller's organisation's terminal; another organisation's is unknown, as a missing one is. */
const terminalOf = (state: PlatformState, cid: string | null, msId: string): Terminal | undefined => {
  const terminal = state.terminals.get(msId);
  return terminal && terminal.cid === cid ? terminal : undefined;
};

/** The first unknown terminal of a list, for a 404 that names it. */
const firstUnknown = (state: PlatformState, cid: string | null, msIds: readonly string[]): string | undefined => msIds.find((msId) => !terminalOf(state, cid, msId));

/**
 * getLastGps and findMsInfo (docs/protocol.md "Positions and terminal info"): what getGrpMsList
 * shows every session, a terminal or a fix at a time. Positions are stored in degrees (reportGps
 * divides microdegrees), so they are answered as stored.
 */
export const POSITION_ROUTES: RouteTable = {
  [PositionPaths.lastGps]: {
    method: 'GET',
    open: false,
    handle: ({ platform, query, session }) =>
      withInput(LastGpsQuerySchema, queryObject(query), ({ msIds }) => {
        const { state } = platform;
        const cid = organisationOfCaller(state, session.msId);
        const unknown = msIds && firstUnknown(state, cid, msIds);
        if (unknown) return rejected(404, `msIds: no terminal ${unknown}`);
        const terminals = msIds ? msIds.map((msId) => state.terminals.get(msId)!) : terminalsOfOrganisation(state, cid);
        const list = terminals.map(lastGpsOf).filter((row): row is LastGps => row !== null);
        return ok({ count: list.length, seq: state.head }, list);
      }),
  },
  [PositionPaths.msInfo]: {
    method: 'GET',
    open: false,
    handle: ({ platform, query, session }) =>
      withInput(MsInfoQuerySchema, queryObject(query), ({ msId }) => {
        const terminal = terminalOf(platform.state, organisationOfCaller(platform.state, session.msId), msId);
        return terminal ? ok(terminal) : rejected(404, `msId: no terminal ${msId}`);
      }),
  },
};
