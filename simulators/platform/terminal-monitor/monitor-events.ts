import { z } from 'zod';
import { LogType } from '../../../protocol/index.ts';

/**
 * The log's terminal camera monitoring events (docs/protocol.md "Terminal camera monitoring").
 * Private: no console state follows them, they are the log records SPEC §4 asks for: 110 when the
 * terminal's camera starts sending to the wall, 111 when it stops, and 130, the video monitoring
 * session with its length, beside the stop.
 */
const MsId = z.string().regex(/^\d{8}$/);
const Who = { monitorId: z.string(), by: MsId, msId: MsId, name: z.string() };

const MonitorStarted = z.object({ type: z.literal('monitor.started'), ...Who, mount: z.number().int(), logType: z.literal(LogType.MonitorStart2) });
/** `status`: 200 stopped by the dispatcher, 101 the terminal went offline or was stunned, 503 a restart. */
const MonitorEnded = z.object({ type: z.literal('monitor.ended'), ...Who, status: z.number().int(), remark: z.string(), logType: z.literal(LogType.MonitorStop2) });
/** The whole session: its remark is how long the wall showed the camera (seconds). */
const MonitorSession = z.object({ type: z.literal('monitor.session'), ...Who, durationMs: z.number().int().nonnegative(), remark: z.string(), logType: z.literal(LogType.VideoMonitoring) });

export const MonitorEventSchemas = [MonitorStarted, MonitorEnded, MonitorSession] as const;
export type MonitorEvent = z.infer<(typeof MonitorEventSchemas)[number]>;
