import { useAtomValue } from '../../../state/jotai.ts';
import { userAtom } from '../../../state/session.ts';
import { useT } from '../../../ui/index.ts';
import { handledCallsAtom } from '../model/atoms.ts';

/**
 * The header's calls under way between terminals and dispatchers, with who handles each: "Radio 7 —
 * handled by Dispatcher One" on every console (several dispatchers at once). Nothing while none is.
 */
export function HandledCalls() {
  const t = useT();
  const me = useAtomValue(userAtom)?.msId ?? null;
  const calls = [...useAtomValue(handledCallsAtom).values()];
  if (calls.length === 0) return null;
  return (
    <ul className="handled-calls" aria-label={t('calls.handled.title')} data-testid="handled-calls">
      {calls.map((call) => (
        <li key={call.callId} className="handled-calls__entry" data-testid="handled-call" data-terminal={call.terminal} data-handler={call.handler} data-state={call.state}>
          <span className="handled-calls__terminal">{call.terminalName}</span>
          <span className="handled-calls__handler" data-testid="handled-call-handler">
            {call.state === 'ringing'
              ? t('calls.handled.ringing', { who: call.handler === me ? t('calls.handled.you') : call.handlerName })
              : call.handler === me
                ? t('calls.handled.byYou')
                : t('calls.handled.by', { who: call.handlerName })}
          </span>
        </li>
      ))}
    </ul>
  );
}
