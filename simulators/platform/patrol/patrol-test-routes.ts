import { z } from 'zod';
import { ok } from '../http/envelope.ts';
import { withInput } from '../http/input.ts';
import type { RouteTable } from '../http/route.ts';

const ExpireBody = z.object({ account: z.string().regex(/^\d{8}$/).optional() }).default({});

/** docs/protocol.md "Test controls": every patrol token (or one account's) expires now, so the next call answers 1011. */
export const PATROL_TEST_ROUTES: RouteTable = {
  '/test/patrol-token-expire': {
    method: 'POST',
    open: true,
    handle: ({ services, body }) => withInput(ExpireBody, body, ({ account }) => ok({ expired: services.patrol.tokens.expire(account) })),
  },
};
