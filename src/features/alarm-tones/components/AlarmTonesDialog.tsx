import { useEffect, useState } from 'react';
import type { Tone } from '../../../../protocol/index.ts';
import { useAtom } from '../../../state/jotai.ts';
import { Dialog, DialogBody, useT, useToast } from '../../../ui/index.ts';
import type { AlarmTonesContext } from '../model/AlarmTonesProvider.tsx';
import { myTonesAtom } from '../model/atoms.ts';
import { deleteTone, moveTone, renameTone, toneRefusalOf, type ToneFormProblem } from '../model/model.ts';
import { problemText } from '../model/problemText.ts';
import { SendToneForm } from './SendToneForm.tsx';
import { ToneRow } from './ToneRow.tsx';
import { ToneUploadForm } from './ToneUploadForm.tsx';

type AlarmTonesDialogProps = { context: AlarmTonesContext; online: boolean; onClose: () => void };

/** Upload, preview, rename, reorder and delete the dispatcher's tones, and send one to a terminal or group. */
export function AlarmTonesDialog({ context, online, onClose }: AlarmTonesDialogProps) {
  const t = useT();
  const toast = useToast();
  const [tones, setTones] = useAtom(myTonesAtom);
  const [refusal, setRefusal] = useState<ToneFormProblem | null>(null);
  const [busy, setBusy] = useState(false);
  const { ds, me, reload } = context;

  useEffect(() => {
    reload().catch((error: unknown) => setRefusal(toneRefusalOf(error)));
  }, [reload]);

  /** Runs a change; the platform's answer replaces the list, a refusal shows in the list's place. */
  const change = async (work: () => Promise<Tone[]>, done: string): Promise<boolean> => {
    setBusy(true);
    setRefusal(null);
    try {
      setTones(await work());
      toast({ tone: 'success', text: done });
      return true;
    } catch (error) {
      setRefusal(toneRefusalOf(error));
      return false;
    } finally {
      setBusy(false);
    }
  };

  return (
    <Dialog isOpen onOpenChange={(open) => !open && onClose()} title={t('alarmTones.title')} closeLabel={t('common.close')} size="large" testId="alarm-tones-dialog">
      <DialogBody>
        {online ? null : (
          <p className="alarm-tones__warning" role="alert" data-testid="alarm-tones-dialog-offline">
            {t('alarmTones.offline')}
          </p>
        )}
        <ToneUploadForm context={context} tones={tones} online={online} onAdded={setTones} />
        <section className="alarm-tones__section" aria-labelledby="alarm-tones-mine">
          <h3 id="alarm-tones-mine" className="alarm-tones__subheading">
            {t('alarmTones.mine')}
          </h3>
          {refusal ? (
            <p className="ui-field__error" role="alert" data-testid="alarm-tones-list-error">
              {problemText(t, refusal)}
            </p>
          ) : null}
          {tones.length === 0 ? (
            <p className="alarm-tones__empty">{t('alarmTones.empty')}</p>
          ) : (
            <ul className="alarm-tones__list" data-testid="alarm-tones-list">
              {tones.map((tone, index) => (
                <ToneRow
                  key={tone.id}
                  tone={tone}
                  others={tones.filter((other) => other.id !== tone.id)}
                  first={index === 0}
                  last={index === tones.length - 1}
                  disabled={!online || busy}
                  onRename={(name) => change(() => renameTone(ds, me, tone.id, name), t('alarmTones.renamed', { name: name.trim() }))}
                  onMove={(step) => change(() => moveTone(ds, me, tones, tone.id, step), t('alarmTones.moved', { name: tone.name }))}
                  onDelete={() => change(() => deleteTone(ds, me, tone.id), t('alarmTones.deleted', { name: tone.name }))}
                />
              ))}
            </ul>
          )}
        </section>
        <SendToneForm context={context} tones={tones} online={online} />
      </DialogBody>
    </Dialog>
  );
}
