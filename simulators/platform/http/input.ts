import type { IncomingMessage } from 'node:http';
import type { z } from 'zod';
import { parseInput } from '../parse-input.ts';
import { rejected, type Answer } from './envelope.ts';

/** Runs `handle` on the validated input, or answers 400 naming the field and the rule. */
export function withInput<T>(schema: z.ZodType<T>, input: unknown, handle: (value: T) => Promise<Answer> | Answer): Promise<Answer> {
  const parsed = parseInput(schema, input);
  return Promise.resolve(parsed.ok ? handle(parsed.value) : rejected(400, parsed.desc));
}

export const queryObject = (query: URLSearchParams): Record<string, string> => Object.fromEntries(query);

export class BodyError extends Error {
  constructor(
    readonly status: 400 | 413 | 415,
    message: string,
  ) {
    super(message);
  }
}

/** Reads a JSON body of at most `limit` bytes; an empty body is undefined. */
export async function readJsonBody(request: IncomingMessage, limit: number): Promise<unknown> {
  const declared = Number(request.headers['content-length'] ?? 0);
  if (declared > limit) throw new BodyError(413, `body over ${limit} bytes`);
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of request) {
    const buffer = chunk as Buffer;
    size += buffer.length;
    if (size > limit) throw new BodyError(413, `body over ${limit} bytes`);
    chunks.push(buffer);
  }
  if (size === 0) return undefined;
  if (!/^application\/json\b/i.test(request.headers['content-type'] ?? '')) {
    throw new BodyError(415, 'content-type must be application/json');
  }
  try {
    return JSON.parse(Buffer.concat(chunks).toString('utf8')) as unknown;
  } catch {
    throw new BodyError(400, 'body: not valid JSON');
  }
}
