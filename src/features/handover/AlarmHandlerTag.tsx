import { useAtomValue } from '../../state/jotai.ts';
import { userAtom } from '../../state/session.ts';
import { useT } from '../../ui/index.ts';
import { alarmHandlerLabel } from './alarmHandling.ts';
import './handover.css';

/** A live alarm's handler in a banner, read only: "Handler: nobody yet", "you" or their name. */
export function AlarmHandlerTag({ handler, handlerName, testId }: { handler: string | null; handlerName?: string | undefined; testId: string }) {
  const t = useT();
  const me = useAtomValue(userAtom)?.msId ?? null;
  const label = alarmHandlerLabel(handler, handlerName, me);
  return (
    <span className="alarm-handler-tag" data-testid={testId} data-handler={handler ?? ''}>
      {t('alarmHandling.handledBy', { name: 'key' in label ? t(label.key) : label.name })}
    </span>
  );
}
