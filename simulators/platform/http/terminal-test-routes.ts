import { z } from 'zod';
import { GpsFixSchema } from '../../../protocol/index.ts';
import { ok, refused } from './envelope.ts';
import { withInput } from './input.ts';
import type { RouteTable } from './route.ts';
import { organisationIds } from '../organisations/organisation-of.ts';

/**
 * Test control (docs/protocol.md "Test controls"): registers a terminal of the organisation that is
 * in none of its groups yet (a radio delivered but not assigned). Such terminals are what the
 * host's showOutsideTerminals lists under 'others' (SPEC §6); the demo seed has none.
 */
const UnassignedTerminalBody = z.object({
  msId: z.string().regex(/^\d{8}$/, 'must be 8 digits'),
  msName: z.string().trim().min(1).max(40),
  type: z.number().int(),
  gps: GpsFixSchema.nullable().default(null),
  /** Its organisation; the first terminal's when none is named (the demo's). */
  cid: z.string().regex(/^\d{1,10}$/).optional(),
});

export const TERMINAL_TEST_ROUTES: RouteTable = {
  '/test/unassigned-terminal': {
    method: 'POST',
    open: true,
    handle: ({ platform, body }) =>
      withInput(UnassignedTerminalBody, body, async ({ msId, msName, type, gps, cid: named }) => {
        if (platform.state.terminals.has(msId)) return refused('409', 'msId: exists');
        if (named !== undefined && !organisationIds(platform.state).includes(named)) return refused('404', `cid: no organisation ${named}`);
        const cid = named ?? platform.state.terminals.values().next().value?.cid ?? '1';
        const terminal = { msId, msName, cid, type, online: 0 as const, grp: [], currentGroup: '', battery: 100, signal: 0, model: 'PoC Terminal', gps, lastOnline: null, lastOffline: null };
        await platform.commit([{ type: 'terminal.registered', terminal }]);
        return ok(terminal);
      }),
  },
};
