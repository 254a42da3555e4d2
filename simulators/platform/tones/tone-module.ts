import { platformModule } from '../platform-module.ts';
import { LogCategory, LogOperation } from '../../../protocol/index.ts';
import { nested, text } from '../logs/log-fields.ts';
import type { EventOf } from '../projection/event-handling.ts';
import type { PlatformState } from '../projection/state.ts';
import { toneRoutes } from './tone-routes.ts';
import { TONE_COMMANDS } from './tone-commands.ts';

function saveTone(state: PlatformState, event: EventOf<'tone.added' | 'tone.updated'>): void {
  const { type: _type, ...tone } = event;
  state.tones.set(event.id, tone);
}

/** Alarm tones, and the log of tones sent to terminals. */
export const toneModule = platformModule({
  name: 'tones',
  events: {
    'tone.added': { stream: (event) => `tone:${event.id}`, apply: saveTone },
    'tone.updated': { stream: (event) => `tone:${event.id}`, apply: saveTone },
    'tone.removed': { stream: (event) => `tone:${event.id}`, apply: (state, event) => void state.tones.delete(event.id) },
    // The "alarm tone" log: listed from the log itself; no state to keep. SPEC names its category, not a code.
    'tone.sent': {
      stream: (event) => `toneLog:${event.msId}`,
      log: {
        uncoded: { category: LogCategory.AlarmTone, operation: LogOperation.ToneSent },
        fields: (p) => ({ account: text(p.msId), msId: text(nested(p.target).msId), subjectKind: 'text', subject: text(p.name), remark: '' }),
      },
    },
  },
  routes: (host) => toneRoutes(host.uploads),
  commands: () => TONE_COMMANDS,
});
