import { useCallback, useMemo, useState } from 'react';
import type { Tone } from '../../../../protocol/index.ts';
import { fleetAtom, tempGroupsAtom, terminalsAtom } from '../../../state/eventLog.ts';
import type { TerminalRecord } from '../../../state/fleet.ts';
import { useAtomValue } from '../../../state/jotai.ts';
import { Button, SelectField, useT, useToast, type SelectOption } from '../../../ui/index.ts';
import type { AlarmTonesContext } from '../model/AlarmTonesProvider.tsx';
import { deliveredCount, toneRefusalOf, type ToneFormProblem } from '../model/model.ts';
import { problemText } from '../model/problemText.ts';
import { TerminalChoiceField } from '../../terminal-search/index.ts';

type SendToneFormProps = { context: AlarmTonesContext; tones: readonly Tone[]; online: boolean };
type TargetKind = 'terminal' | 'group';

/** Sends a tone to one online terminal or to every online member of a group (fixed or temp). */
export function SendToneForm({ context, tones, online }: SendToneFormProps) {
  const t = useT();
  const toast = useToast();
  const { groups } = useAtomValue(fleetAtom);
  const tempGroups = useAtomValue(tempGroupsAtom);
  const [toneId, setToneId] = useState('');
  const [kind, setKind] = useState<TargetKind>('terminal');
  const [target, setTarget] = useState('');
  const [refusal, setRefusal] = useState<ToneFormProblem | null>(null);
  const [busy, setBusy] = useState(false);

  const groupOptions = useMemo<SelectOption<string>[]>(
    () => [...groups.values(), ...tempGroups.values()].map((group) => ({ value: group.gid, label: group.name })).sort((a, b) => a.label.localeCompare(b.label)),
    [groups, tempGroups],
  );
  // A tone reaches only online terminals, and never the dispatcher sending it.
  const reachable = useCallback((terminal: TerminalRecord) => terminal.online === 1 && terminal.msId !== context.me, [context.me]);
  const terminals = useAtomValue(terminalsAtom);
  const anyReachable = useMemo(() => {
    for (const terminal of terminals.values()) if (reachable(terminal)) return true;
    return false;
  }, [terminals, reachable]);

  const tone = tones.find((candidate) => candidate.id === toneId) ?? tones[0];
  const chosen = kind === 'group' ? (groupOptions.find((option) => option.value === target) ?? groupOptions[0])?.value : target || undefined;
  const send = () => {
    if (!tone || !chosen) return;
    setBusy(true);
    setRefusal(null);
    const args = kind === 'group' ? { toneId: tone.id, gid: chosen } : { toneId: tone.id, msId: chosen };
    context.send('sendTone', args).then(
      (answer) => toast({ tone: 'success', text: t('alarmTones.sent', { name: tone.name, count: deliveredCount(answer) }) }),
      (error: unknown) => setRefusal(toneRefusalOf(error)),
    ).finally(() => setBusy(false));
  };

  return (
    <section className="alarm-tones__section alarm-tones__send" aria-labelledby="alarm-tones-send">
      <h3 id="alarm-tones-send" className="alarm-tones__subheading">
        {t('alarmTones.send')}
      </h3>
      {tones.length === 0 ? (
        <p className="alarm-tones__empty">{t('alarmTones.noTones')}</p>
      ) : (
        <div className="alarm-tones__send-fields">
          <SelectField label={t('alarmTones.tone')} value={tone?.id ?? ''} options={tones.map((item) => ({ value: item.id, label: item.name }))} onChange={setToneId} testId="send-tone-tone" />
          <SelectField<TargetKind>
            label={t('alarmTones.targetKind')}
            value={kind}
            options={[
              { value: 'terminal', label: t('alarmTones.toTerminal') },
              { value: 'group', label: t('alarmTones.toGroup') },
            ]}
            onChange={(next) => {
              setKind(next);
              setTarget('');
            }}
            testId="send-tone-kind"
          />
          {kind === 'terminal' && !anyReachable ? (
            <p className="alarm-tones__empty">{t('alarmTones.noTarget')}</p>
          ) : kind === 'terminal' ? (
            <TerminalChoiceField label={t('alarmTones.terminal')} value={target} accept={reachable} onPick={setTarget} testId="send-tone-target" />
          ) : groupOptions.length === 0 ? (
            <p className="alarm-tones__empty">{t('alarmTones.noGroup')}</p>
          ) : (
            <SelectField label={t('alarmTones.group')} value={chosen ?? ''} options={groupOptions} onChange={setTarget} testId="send-tone-target" />
          )}
          <Button variant="primary" onPress={send} isDisabled={!online || busy || !tone || !chosen} data-testid="send-tone-submit">
            {t('alarmTones.sendButton')}
          </Button>
        </div>
      )}
      {refusal ? (
        <p className="ui-field__error" role="alert" data-testid="send-tone-error">
          {problemText(t, refusal)}
        </p>
      ) : null}
    </section>
  );
}
