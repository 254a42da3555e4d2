import { z } from 'zod';
import { IncidentSchema, LogType } from '../../../protocol/index.ts';

/**
 * The log's incident event. Private: the incidents list is read over /ds. It carries log type 145,
 * so saving an incident is a row of the logs (logs/log-rows.ts words it).
 */
const Saved = z.object({ type: z.literal('incident.saved'), incident: IncidentSchema, logType: z.literal(LogType.IncidentSaved) });

export const IncidentEventSchemas = [Saved] as const;
export type IncidentEvent = z.infer<(typeof IncidentEventSchemas)[number]>;
