import { useState } from 'react';
import { connectionStatusAtom } from '../../../state/connection.ts';
import { useAtomValue } from '../../../state/jotai.ts';
import { Button, useT } from '../../../ui/index.ts';
import { useAlarmTones } from '../model/AlarmTonesProvider.tsx';
import { myTonesAtom } from '../model/atoms.ts';
import { AlarmTonesDialog } from './AlarmTonesDialog.tsx';
import './alarm-tones.css';

/** The home screen's entry to the tone library: how many tones the dispatcher has, and the dialog. */
export function AlarmTonesButton() {
  const t = useT();
  const context = useAlarmTones();
  const tones = useAtomValue(myTonesAtom);
  const online = useAtomValue(connectionStatusAtom) === 'online';
  const [open, setOpen] = useState(false);
  if (!context) return null;
  return (
    <section className="alarm-tones" aria-labelledby="alarm-tones-heading" data-testid="alarm-tones-panel">
      <div className="alarm-tones__head">
        <h2 className="home__heading" id="alarm-tones-heading">
          {t('alarmTones.title')}
        </h2>
        <Button variant="secondary" onPress={() => setOpen(true)} data-testid="alarm-tones-open">
          {t('alarmTones.open', { count: tones.length })}
        </Button>
      </div>
      {online ? null : (
        <p className="alarm-tones__warning" role="status" data-testid="alarm-tones-offline">
          {t('alarmTones.offline')}
        </p>
      )}
      {open ? <AlarmTonesDialog context={context} online={online} onClose={() => setOpen(false)} /> : null}
    </section>
  );
}
