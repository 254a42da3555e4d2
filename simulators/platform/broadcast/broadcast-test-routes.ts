import { z } from 'zod';
import { ok } from '../http/envelope.ts';
import { withInput } from '../http/input.ts';
import type { RouteTable } from '../http/route.ts';

const AccessBody = z.object({ account: z.string().regex(/^\d{8}$/), access: z.string().max(4).nullable() });

/** docs/protocol.md "Test controls": an account's broadcast access code (SPEC §6), null for the default '1'. */
export const BROADCAST_TEST_ROUTES: RouteTable = {
  '/test/broadcast-access': {
    method: 'POST',
    open: true,
    handle: ({ platform, body }) =>
      withInput(AccessBody, body, async ({ account, access }) => {
        await platform.commit([{ type: 'test.broadcastAccessSet', account, access }]);
        return ok(null);
      }),
  },
};
