import { z } from 'zod';
import type { EmulatorEvent } from '../events/emulator-event.ts';
import { PUBLIC_TYPES } from '../events/emulator-event.ts';
import type { Platform } from '../platform.ts';
import { ok, refused, type Answer } from './envelope.ts';
import { setTestMobileApp } from './help-host.ts';
import { queryObject, withInput } from './input.ts';
import type { RouteTable } from './route.ts';

/** docs/protocol.md "Test controls"; served only with --test-controls. */

const LoginAnswerBody = z.object({
  account: z.string().min(1).max(64),
  code: z.string().min(1).max(16).nullable(),
  desc: z.string().max(200).nullish(),
});
const DropSocketsBody = z.object({ msId: z.string().regex(/^\d{8}$/, 'must be 8 digits').optional() }).default({});
const EventsQuery = z.object({ after: z.coerce.number().int().nonnegative() });
const EmitBody = z.object({ count: z.number().int().min(1).max(100_000) });
const HostConfigBody = z.object({ hostSwitches: z.record(z.string().max(64), z.boolean()) });
const MobileAppBody = z.object({ text: z.string().min(1).max(1_000_000).nullable() });

/** At most this many events per /test/events answer. */
const EVENTS_LIMIT = 100_000;
/** /test/emit appends in slices this big, so its events interleave with everything else. */
const EMIT_SLICE = 500;


export const TEST_ROUTES: RouteTable = {
  '/test/login-answer': {
    method: 'POST',
    open: true,
    handle: ({ platform, body }) =>
      withInput(LoginAnswerBody, body, async ({ account, code, desc }) => {
        await platform.commit([{ type: 'test.loginAnswerSet', account, code, desc: desc ?? null }]);
        return ok(null);
      }),
  },
  '/test/drop-sockets': {
    method: 'POST',
    open: true,
    handle: ({ sockets, body }) => withInput(DropSocketsBody, body, ({ msId }) => ok({ dropped: sockets.drop(msId) })),
  },
  '/test/events': {
    method: 'GET',
    open: true,
    handle: ({ platform, query }) =>
      withInput(EventsQuery, queryObject(query), async ({ after }) => {
        const head = platform.state.head;
        const events = await platform.readPublicAfter(after, EVENTS_LIMIT, PUBLIC_TYPES);
        return ok({ head }, events.filter((event) => event.seq <= head).map(({ seq, type }) => ({ seq, type })));
      }),
  },
  '/test/emit': {
    method: 'POST',
    open: true,
    handle: ({ platform, body }) => withInput(EmitBody, body, ({ count }) => emitStatus(platform, count)),
  },
  '/test/host-config': {
    method: 'POST',
    open: true,
    handle: ({ platform, body }) =>
      withInput(HostConfigBody, body, async ({ hostSwitches }) => {
        await platform.commit([{ type: 'test.hostConfigSet', hostSwitches }]);
        return ok(null);
      }),
  },
  // A stand-in app package for /help/mobile-app.apk, as if POC_MOBILE_APP_FILE named one (null: none again).
  '/test/mobile-app': {
    method: 'POST',
    open: true,
    handle: ({ body }) =>
      withInput(MobileAppBody, body, ({ text }) => {
        setTestMobileApp(text === null ? null : Buffer.from(text));
        return ok(null);
      }),
  },
};

/** Appends `count` status changes, round robin over the online terminals. */
async function emitStatus(platform: Platform, count: number): Promise<Answer> {
  const online = [...platform.state.terminals.values()].filter((terminal) => terminal.online === 1);
  if (online.length === 0) return refused('404', 'no terminal is online');
  const events: EmulatorEvent[] = Array.from({ length: count }, (_, i) => ({
    type: 'terminal.status',
    msId: online[i % online.length]!.msId,
    battery: 100 - (i % 101),
    signal: i % 6,
  }));
  const slices = [];
  for (let start = 0; start < count; start += EMIT_SLICE) slices.push(platform.commit(events.slice(start, start + EMIT_SLICE)));
  await Promise.all(slices);
  return ok({ count, head: platform.state.head });
}
