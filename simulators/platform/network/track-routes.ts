import { z } from 'zod';
import { Feature, GpsByUtcQuerySchema, GpsFixSchema, PATH_GPS_BY_UTC, TerminalType, TrackLimits, validateTimeRange, type TrackPage } from '../../../protocol/index.ts';
import type { EmulatorEvent } from '../events/emulator-event.ts';
import { sameOrganisation } from '../organisations/organisation-of.ts';
import { ok, refused, rejected } from '../http/envelope.ts';
import { queryObject, withInput } from '../http/input.ts';
import type { RouteTable } from '../http/route.ts';
import { degreesOf as degrees } from '../socket/plausible-fix.ts';
import type { Platform } from '../platform.ts';


/**
 * Track playback (docs/protocol.md "Track playback"): one terminal's fixes in a time range, in
 * time order, a page at a time, read from the GPS track store by its (msId, time) key.
 */
export const TRACK_ROUTES: RouteTable = {
  [PATH_GPS_BY_UTC]: {
    method: 'GET',
    open: false,
    handle: ({ platform, query, session }) =>
      withInput(GpsByUtcQuerySchema, queryObject(query), async ({ msId, start, end, tz, limit, cursor }) => {
        // Where a radio has been is the dispatchers' business, not other radios'.
        if (platform.state.terminals.get(session.msId)?.type !== TerminalType.Dispatcher) return refused('403', 'only dispatchers read tracks');
        // SPEC §6: a host may switch track playback off.
        if (platform.state.hostSwitches[Feature.TrackPlayback] === false) return refused('403', 'feature:disabled');
        const refusal = validateTimeRange(start ?? null, end ?? null, tz ?? 0);
        if (refusal) return rejected(400, `range: ${refusal}`);
        // Another organisation's terminal is unknown, as a missing one is.
        if (!sameOrganisation(platform.state, session.msId, msId)) return rejected(404, `msId: no terminal ${msId}`);
        const pageSize = limit ?? TrackLimits.defaultPage;
        const [afterTime, afterSeq] = cursor ? cursor.split(':').map(Number) : [];
        // One row more than asked tells whether another page follows without a count query.
        const rows = await platform.readTrack({
          msId,
          start: start!,
          end: end!,
          after: cursor ? { time: afterTime!, seq: afterSeq! } : null,
          limit: pageSize + 1,
        });
        const fixes = rows.slice(0, pageSize);
        const last = fixes.at(-1);
        const page: TrackPage = {
          msId,
          start: start!,
          end: end!,
          count: fixes.length,
          next: rows.length > pageSize && last ? `${last.time}:${last.seq}` : null,
        };
        return ok(
          page,
          fixes.map(({ lat, lng, speed, direction, altitude, time }) => ({ lat: degrees(lat), lng: degrees(lng), speed, direction, altitude, time })),
        );
      }),
  },
};

const SeedTrackBody = z.object({
  msId: z.string().regex(/^\d{1,16}$/, 'must be a terminal ID'),
  fixes: z.array(GpsFixSchema).min(1).max(TrackLimits.maxPage),
});
/** Events per append when seeding a track, as the demo seed does. */
const SEED_SLICE = 1_000;

/** The times at which a terminal already has a fix, within the span of the fixes to seed. */
async function recordedTimes(platform: Platform, msId: string, fixes: readonly { time: number }[]): Promise<Set<number>> {
  const times = fixes.map((fix) => fix.time);
  const range = { msId, start: Math.min(...times), end: Math.max(...times) };
  const recorded = new Set<number>();
  for (let after: { time: number; seq: number } | null = null; ; ) {
    const rows = await platform.readTrack({ ...range, after, limit: TrackLimits.maxPage });
    for (const row of rows) recorded.add(row.time);
    if (rows.length < TrackLimits.maxPage) return recorded;
    after = { time: rows.at(-1)!.time, seq: rows.at(-1)!.seq };
  }
}

/** Test control: a recorded track for a terminal, appended as the `terminal.gps` events its radio would have sent. */
export const TRACK_TEST_ROUTES: RouteTable = {
  '/test/gps-track': {
    method: 'POST',
    open: true,
    handle: ({ platform, body }) =>
      withInput(SeedTrackBody, body, async ({ msId, fixes }) => {
        if (!platform.state.terminals.has(msId)) return rejected(404, `msId: no terminal ${msId}`);
        // Seeding the same fixes twice (a retried test) records them once: a radio reports one fix per instant.
        const recorded = await recordedTimes(platform, msId, fixes);
        const events = fixes
          .filter((fix) => !recorded.has(fix.time))
          .map((fix): EmulatorEvent => ({ type: 'terminal.gps', msId, fix: { ...fix, lat: degrees(fix.lat), lng: degrees(fix.lng) } }));
        for (let start = 0; start < events.length; start += SEED_SLICE) await platform.commit(events.slice(start, start + SEED_SLICE));
        return ok({ appended: events.length, alreadyRecorded: fixes.length - events.length });
      }),
  },
};
