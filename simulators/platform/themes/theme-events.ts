import { z } from 'zod';
import { CustomThemeSchema } from '../../../protocol/index.ts';

/**
 * The log's custom theme events. Private: the console reloads the theme list after each set (SPEC §4
 * "Reloads") and reads a host's theme before login, so no live event is needed; a restart replays them.
 */
const ThemeSet = z.object({ type: z.literal('theme.set'), theme: CustomThemeSchema });
const ThemeDeleted = z.object({ type: z.literal('theme.deleted'), hostname: z.string(), by: z.string() });

/** Test control: an account's own access codes (SPEC §6), merged over the demo's all-'1' dsConfig; null clears. */
const AccountAccessSet = z.object({ type: z.literal('test.accountAccessSet'), account: z.string(), access: z.record(z.string(), z.string()).nullable() });

export const ThemeEventSchemas = [ThemeSet, ThemeDeleted, AccountAccessSet] as const;
export type ThemeEvent = z.infer<(typeof ThemeEventSchemas)[number]>;
