import { randomBytes } from 'node:crypto';
import { TerminalType, ToneAddBody, ToneDeleteBody, ToneLimits, ToneListQuery, toneNameProblem, ToneUpdateBody, type Tone } from '../../../protocol/index.ts';
import { organisationOfCaller, organisationOfTerminal } from '../organisations/organisation-of.ts';
import type { PlatformState } from '../projection/state.ts';
import { Serial } from '../serial.ts';
import type { UploadStore } from '../uploads/upload-store.ts';
import { ok, refused } from '../http/envelope.ts';
import { queryObject, withInput } from '../http/input.ts';
import type { RouteTable } from '../http/route.ts';

/** A tone is its creator's organisation's (docs/protocol.md "Organisations"). */
export const toneOfOrganisation = (state: Pick<PlatformState, 'terminals'>, tone: Tone, cid: string | null): boolean =>
  cid !== null && organisationOfTerminal(state, tone.createBy) === cid;

/** An organisation's tones (a creator's of them) in the order the console shows them: by sort, then by name. */
export function tonesOf(state: PlatformState, cid: string | null, createBy?: string): Tone[] {
  return [...state.tones.values()]
    .filter((tone) => toneOfOrganisation(state, tone, cid) && (createBy === undefined || tone.createBy === createBy))
    .sort((a, b) => a.sort - b.sort || a.name.localeCompare(b.name) || a.id.localeCompare(b.id));
}

const nameRefusal = (problem: string) => refused(problem === 'exists' ? '409' : '400', `name:${problem}`);

/**
 * The alarm tone library (SPEC §7 "Tones under /ds/tone: add, update, list {createBy}, delete").
 * Files come from the upload host; a tone names one of them. Everyone signed in may list and send
 * their organisation's tones; only the dispatcher who added a tone changes or deletes it (so another
 * organisation's is as unknown as a missing one). Decisions run one at a time,
 * so the name rule and the count limit hold against concurrent requests.
 */
export function toneRoutes(uploads: UploadStore | null): RouteTable {
  const serial = new Serial();

  const knownFile = async (url: string, kind: 'audio' | 'icon') => url === '' || (uploads !== null && (await uploads.find(url, kind)) !== null);

  return {
    '/ds/tone/add': {
      method: 'POST',
      open: false,
      handle: (context) =>
        withInput(ToneAddBody, context.body, (body) =>
          serial.run(async () => {
            const me = context.session.msId;
            if (context.platform.state.terminals.get(me)?.type !== TerminalType.Dispatcher) return refused('403', 'only dispatchers add tones');
            const mine = tonesOf(context.platform.state, organisationOfCaller(context.platform.state, me), me);
            if (mine.length >= ToneLimits.maxPerCreator) return refused('400', `tones:tooMany`);
            const problem = toneNameProblem(body.name, mine.map((tone) => tone.name));
            if (problem) return nameRefusal(problem);
            if (body.fileUrl === '' || !(await knownFile(body.fileUrl, 'audio'))) return refused('404', 'fileUrl:unknown');
            if (!(await knownFile(body.iconUrl ?? '', 'icon'))) return refused('404', 'iconUrl:unknown');
            const sort = body.sort ?? Math.min(ToneLimits.maxSort, Math.max(-1, ...mine.map((tone) => tone.sort)) + 1);
            const tone: Tone = { id: randomBytes(6).toString('hex'), name: body.name.trim(), fileUrl: body.fileUrl, iconUrl: body.iconUrl ?? '', sort, createBy: me };
            await context.platform.commit([{ type: 'tone.added', ...tone }]);
            return ok(tone);
          }),
        ),
    },
    '/ds/tone/update': {
      method: 'PUT',
      open: false,
      handle: (context) =>
        withInput(ToneUpdateBody, context.body, (body) =>
          serial.run(async () => {
            const me = context.session.msId;
            const tone = context.platform.state.tones.get(body.id);
            if (!tone || tone.createBy !== me) return refused('404', `id: no tone ${body.id} of yours`);
            const others = tonesOf(context.platform.state, organisationOfCaller(context.platform.state, me), me).filter((other) => other.id !== tone.id);
            const problem = body.name === undefined ? null : toneNameProblem(body.name, others.map((other) => other.name));
            if (problem) return nameRefusal(problem);
            if (body.iconUrl !== undefined && !(await knownFile(body.iconUrl, 'icon'))) return refused('404', 'iconUrl:unknown');
            const next: Tone = { ...tone, name: body.name?.trim() ?? tone.name, iconUrl: body.iconUrl ?? tone.iconUrl, sort: body.sort ?? tone.sort };
            await context.platform.commit([{ type: 'tone.updated', ...next }]);
            return ok(next);
          }),
        ),
    },
    '/ds/tone/list': {
      method: 'GET',
      open: false,
      handle: (context) => withInput(ToneListQuery, queryObject(context.query), ({ createBy }) => ok(null, tonesOf(context.platform.state, organisationOfCaller(context.platform.state, context.session.msId), createBy))),
    },
    '/ds/tone/delete': {
      method: 'POST',
      open: false,
      handle: (context) =>
        withInput(ToneDeleteBody, context.body, (body) =>
          serial.run(async () => {
            const me = context.session.msId;
            const tone = context.platform.state.tones.get(body.id);
            if (!tone || tone.createBy !== me) return refused('404', `id: no tone ${body.id} of yours`);
            await context.platform.commit([{ type: 'tone.removed', id: tone.id, createBy: me }]);
            return ok(null);
          }),
        ),
    },
  };
}
