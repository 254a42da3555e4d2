import { z } from 'zod';
import { TerminalType } from '../../../protocol/index.ts';
import { ok, refused } from './envelope.ts';
import { withInput } from './input.ts';
import type { RouteContext, RouteTable } from './route.ts';

/** At most this many characters: a name fits a tree row, a map card and a talker banner. */
export const TERMINAL_NAME_MAX = 64;

// C0 and C1 controls (tabs and line breaks included) have no place in a one-line name; any other
// character is text, and the console renders it as text (tests/e2e/hostile-strings.spec.ts).
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const CONTROL = /[\u0000-\u001f\u007f-\u009f]/;

const RenameBody = z.object({
  msId: z.string().regex(/^\d{8}$/, 'must be 8 digits'),
  name: z
    .string()
    .transform((name) => name.trim())
    .pipe(z.string().min(1, 'required').max(TERMINAL_NAME_MAX, `at most ${TERMINAL_NAME_MAX} characters`).refine((name) => !CONTROL.test(name), 'no control characters')),
});

function dispatcherOf(context: RouteContext): string | null {
  const msId = context.session?.msId;
  return msId && context.platform.state.terminals.get(msId)?.type === TerminalType.Dispatcher ? msId : null;
}

/** Network management (SPEC §7): the parts built so far. */
export const NETWORK_ROUTES: RouteTable = {
  '/ds/data/updateTerminalName': {
    method: 'PUT',
    open: false,
    handle: (context) =>
      withInput(RenameBody, context.body, async ({ msId, name }) => {
        if (!dispatcherOf(context)) return refused('403', 'only a dispatcher renames terminals');
        const terminal = context.platform.state.terminals.get(msId);
        if (!terminal) return refused('404', `msId: no terminal ${msId}`);
        if (terminal.msName !== name) await context.platform.commit([{ type: 'terminal.renamed', msId, msName: name }]);
        return ok({ msId, msName: name });
      }),
  },
};
