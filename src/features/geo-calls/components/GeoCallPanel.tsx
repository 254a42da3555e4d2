import { connectionStatusAtom } from '../../../state/connection.ts';
import { fleetAtom } from '../../../state/eventLog.ts';
import { useAtom, useAtomValue, useSetAtom } from '../../../state/jotai.ts';
import { userAtom } from '../../../state/session.ts';
import { IconButton, useT } from '../../../ui/index.ts';
import { useSendCommand } from '../../home/index.ts';
import { VoicePanel } from '../../voice/index.ts';
import { geoCallDraftAtom, geoCallPanelOpenAtom, geoCallsAtom } from '../atoms.ts';
import { GeoCallCard } from './GeoCallCard.tsx';
import { GeoCallForm } from './GeoCallForm.tsx';

/**
 * The geo-call panel of the map: the open geo-calls with their live members and End, the form for
 * a new one, and, while one is open, the dispatcher's PTT and monitored groups (the started call
 * is made current, so PTT talks to whoever is inside).
 */
export function GeoCallPanel() {
  const t = useT();
  const [open, setOpen] = useAtom(geoCallPanelOpenAtom);
  const setDraft = useSetAtom(geoCallDraftAtom);
  const calls = useAtomValue(geoCallsAtom);
  const { terminals } = useAtomValue(fleetAtom);
  const me = useAtomValue(userAtom)?.msId ?? null;
  const online = useAtomValue(connectionStatusAtom) === 'online';
  const send = useSendCommand();
  if (!open) return null;
  const close = () => {
    setOpen(false);
    setDraft(null);
  };
  return (
    <section className="ui-map-panel ui-map-panel--right geo-calls" data-testid="geo-call-panel" aria-labelledby="geo-calls-title">
      <header className="ui-map-panel__header">
        <h2 id="geo-calls-title">{t('geoCalls.title')}</h2>
        <IconButton icon="close" label={t('geoCalls.close')} onPress={close} />
      </header>
      {calls.length === 0 ? (
        <p className="geo-calls__hint">{t('geoCalls.none')}</p>
      ) : (
        <ul className="geo-calls__list">
          {calls.map((call) => (
            <GeoCallCard key={call.gid} call={call} terminals={terminals} me={me} send={send} online={online} />
          ))}
        </ul>
      )}
      {send && calls.some((call) => call.members.includes(me ?? '')) ? <VoicePanel send={send} /> : null}
      <GeoCallForm send={send} online={online} />
    </section>
  );
}
