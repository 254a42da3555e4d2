import { z } from 'zod';
import { GpsFixSchema } from './entities.ts';

/**
 * SPEC §7 "Groups, terminals and positions" besides getGrpMsList and gpsByUTC: the latest fix of
 * terminals (getLastGps) and one terminal's info (findMsInfo), for integrations and tools that do
 * not hold the socket's live state. docs/protocol.md "Positions and terminal info".
 */
export const PositionPaths = {
  lastGps: '/ds/data/getLastGps',
  msInfo: '/ds/data/findMsInfo',
} as const;

export const PositionLimits = {
  /** Terminals one getLastGps call may name; without `msIds` it answers every terminal with a fix. */
  maxMsIds: 1_000,
} as const;

const MS_ID = /^\d{1,16}$/;

/** `msIds`: terminal IDs separated by commas; absent, every terminal. */
export const LastGpsQuerySchema = z.object({
  msIds: z
    .string()
    .transform((text) => [...new Set(text.split(',').map((id) => id.trim()))])
    .refine((ids) => ids.every((id) => MS_ID.test(id)), 'must be terminal IDs separated by commas')
    .refine((ids) => ids.length <= PositionLimits.maxMsIds, `at most ${PositionLimits.maxMsIds} terminals`)
    .optional(),
});

/** A row of getLastGps's list: the terminal's latest fix (degrees, m/s, ms since the epoch). */
export const LastGpsSchema = GpsFixSchema.extend({ msId: z.string() });
export type LastGps = z.infer<typeof LastGpsSchema>;

export const MsInfoQuerySchema = z.object({ msId: z.string().regex(MS_ID, 'must be a terminal ID') });
