import type { ServerResponse } from 'node:http';
import { DS_OK } from '../../../protocol/index.ts';

/** The /ds answer envelope of docs/protocol.md: success is code '0' with data.desc and data.list. */
export type Envelope = {
  readonly code: string;
  readonly desc?: string;
  readonly data?: { readonly desc: unknown; readonly list: readonly unknown[] };
};

/** An answer with the HTTP status and cookies that go with it. */
export type Answer = { readonly status: number; readonly envelope: Envelope; readonly cookies?: readonly string[] };

export const ok = (desc: unknown = null, list: readonly unknown[] = []): Answer => ({
  status: 200,
  envelope: { code: DS_OK, data: { desc, list } },
});

/** A refusal of the platform (wrong password, token expired...): HTTP 200, the code says it. */
export const refused = (code: string, desc: string): Answer => ({ status: 200, envelope: { code, desc } });

/** A request the emulator cannot take (bad input, unknown path, too big): the HTTP status matches the code. */
export const rejected = (status: 400 | 403 | 404 | 405 | 413 | 415 | 500, desc: string): Answer => ({
  status,
  envelope: { code: String(status), desc },
});

export function sendAnswer(response: ServerResponse, answer: Answer): void {
  const body = JSON.stringify(answer.envelope);
  response.statusCode = answer.status;
  response.setHeader('Content-Type', 'application/json; charset=utf-8');
  response.setHeader('Cache-Control', 'no-store');
  if (answer.cookies?.length) response.setHeader('Set-Cookie', [...answer.cookies]);
  response.end(body);
}
