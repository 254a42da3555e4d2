import { Button as AriaButton, Dialog, DialogTrigger, Heading, Popover } from 'react-aria-components';
import { useAtom, useAtomValue } from '../../state/jotai.ts';
import { userAtom } from '../../state/session.ts';
import { Button, Icon, useIntl, useT } from '../../ui/index.ts';
import { useCallControls } from '../calls/index.ts';
import { missedCallsAtom } from './atoms.ts';
import { clearMissedCalls, missedCallsOf } from './model.ts';
import './missed-calls.css';

/** The header's missed calls button: a count badge and a popover listing caller, ID and time, with call back and clear. */
export function MissedCalls() {
  const t = useT();
  const intl = useIntl();
  const me = useAtomValue(userAtom)?.msId ?? null;
  const [all, setAll] = useAtom(missedCallsAtom);
  const controls = useCallControls();
  const calls = missedCallsOf(all, me);
  const label = t('missedCalls.button', { count: calls.length });
  return (
    <DialogTrigger>
      <AriaButton className="ui-icon-button missed-calls__button" aria-label={label} data-testid="missed-calls-button" data-count={calls.length}>
        <Icon name="headset" />
        {calls.length > 0 ? (
          <span className="missed-calls__badge" aria-hidden="true" data-testid="missed-calls-count">
            {calls.length > 99 ? '99+' : calls.length}
          </span>
        ) : null}
      </AriaButton>
      <Popover placement="bottom end" className="missed-calls__popover">
        <Dialog className="missed-calls__dialog" aria-labelledby="missed-calls-title" data-testid="missed-calls">
          {({ close }) => (
            <>
              <Heading slot="title" id="missed-calls-title" className="missed-calls__title">
                {t('missedCalls.title')}
              </Heading>
              {calls.length === 0 ? (
                <p className="missed-calls__empty">{t('missedCalls.empty')}</p>
              ) : (
                <ul className="missed-calls__list">
                  {calls.map((call) => (
                    <li key={call.callId} className="missed-calls__entry" data-testid={`missed-call-${call.caller}`}>
                      <span className="missed-calls__who">
                        <span className="missed-calls__name">{call.callerName}</span>
                        <span className="missed-calls__id">{call.caller}</span>
                      </span>
                      <time className="missed-calls__time" dateTime={new Date(call.at).toISOString()}>
                        {intl.formatDate(call.at, { dateStyle: 'short', timeStyle: 'medium' })}
                      </time>
                      <Button
                        variant="ghost"
                        aria-label={`${t('missedCalls.callBack')}: ${call.callerName}`}
                        isDisabled={!controls}
                        onPress={() => {
                          controls?.place(call.caller, call.callerName);
                          close();
                        }}
                        data-testid={`missed-call-back-${call.caller}`}
                      >
                        {t('missedCalls.callBack')}
                      </Button>
                    </li>
                  ))}
                </ul>
              )}
              <div className="missed-calls__footer">
                <Button variant="secondary" isDisabled={calls.length === 0} onPress={() => setAll(clearMissedCalls(all, me))} data-testid="missed-calls-clear">
                  {t('missedCalls.clear')}
                </Button>
              </div>
            </>
          )}
        </Dialog>
      </Popover>
    </DialogTrigger>
  );
}
