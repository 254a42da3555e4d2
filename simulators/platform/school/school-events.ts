import { z } from 'zod';
import { SchoolPunchSchema, SchoolCarSchema, StudentSchema } from '../../../protocol/index.ts';

/**
 * The log's school events. Private: the console reloads its lists after each change and when it
 * queries punch records, so no live event is needed; a restart replays them.
 */
const StudentSaved = z.object({ type: z.literal('school.studentSaved'), student: StudentSchema, by: z.string() });
const StudentRemoved = z.object({ type: z.literal('school.studentRemoved'), id: z.string(), by: z.string() });
const Punched = z.object({ type: z.literal('school.punched'), punch: SchoolPunchSchema });
const CarSaved = z.object({ type: z.literal('school.carSaved'), car: SchoolCarSchema, by: z.string() });
const CarRemoved = z.object({ type: z.literal('school.carRemoved'), id: z.string(), by: z.string() });

export const SchoolEventSchemas = [StudentSaved, StudentRemoved, Punched, CarSaved, CarRemoved] as const;
export type SchoolEvent = z.infer<(typeof SchoolEventSchemas)[number]>;
