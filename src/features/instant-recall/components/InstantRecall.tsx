import { useEffect, useState } from 'react';
import type { RecordedTransmission } from '../../../../protocol/index.ts';
import type { RecordingPlayer } from '../../../../media/index.ts';
import { useAtomValue } from '../../../state/jotai.ts';
import { Button, useIntl, useT, useToast } from '../../../ui/index.ts';
import { recallListsAtom } from '../atoms.ts';
import { addTransmissions } from '../bindInstantRecall.ts';
import { useRecallDs } from '../InstantRecallProvider.tsx';
import { fetchRecordingOnce, loadRecentTransmissions, talkSeconds } from '../model.ts';
import { useRecordingState } from '../useRecordingState.ts';
import { PlaybackMeter } from './PlaybackMeter.tsx';
import '../instant-recall.css';

type InstantRecallProps = { gid: string; groupName: string; player: RecordingPlayer };

type Load = 'idle' | 'loading' | 'loaded' | 'failed';

const EMPTY: readonly RecordedTransmission[] = [];

/**
 * Instant recall of one monitored group: its recent transmissions (from the route when opened,
 * then live from `transmission.recorded`), each playable through the console's mixer.
 */
export function InstantRecall({ gid, groupName, player }: InstantRecallProps) {
  const t = useT();
  const intl = useIntl();
  const toast = useToast();
  const ds = useRecallDs();
  const [open, setOpen] = useState(false);
  const [load, setLoad] = useState<Load>('idle');
  const list = useAtomValue(recallListsAtom).get(gid) ?? EMPTY;
  const state = useRecordingState(player);

  useEffect(() => {
    if (!open || !ds) return;
    let current = true;
    setLoad('loading');
    loadRecentTransmissions(ds, gid).then(
      (entries) => {
        if (!current) return;
        addTransmissions(gid, entries);
        setLoad('loaded');
      },
      () => current && setLoad('failed'),
    );
    return () => {
      current = false;
    };
  }, [open, ds, gid]);

  const play = (entry: RecordedTransmission) => {
    fetchRecordingOnce(ds, gid, entry.url)
      .then((bytes) => player.play(entry.file, bytes))
      .catch(() => toast({ tone: 'error', text: t('recall.playFailed') }));
  };
  const mine = state.kind !== 'idle' && list.some((entry) => entry.file === state.id);

  return (
    <section className="recall" data-testid={`recall-${gid}`}>
      <Button variant="ghost" className="recall__toggle" onPress={() => setOpen(!open)} aria-expanded={open} data-testid={`recall-toggle-${gid}`}>
        {t('recall.toggle')}
      </Button>
      {open ? (
        <div className="recall__body" data-load={load}>
          {mine && state.kind === 'playing' ? <PlaybackMeter player={player} gid={gid} /> : null}
          {load === 'failed' ? <p className="recall__note">{t('recall.loadFailed')}</p> : null}
          {list.length === 0 && load === 'loaded' ? <p className="recall__note">{t('recall.empty')}</p> : null}
          <ul className="recall__list" aria-label={t('recall.title', { group: groupName })}>
            {list.map((entry) => {
              const active = state.kind !== 'idle' && state.id === entry.file ? state.kind : null;
              return (
                <li key={entry.file} className="recall__entry" data-testid={`recall-entry-${entry.file}`} data-state={active ?? 'idle'}>
                  <span className="recall__talker">
                    {entry.name} <span className="recall__id">{entry.msId}</span>
                  </span>
                  <time className="recall__time" dateTime={new Date(entry.startedAt).toISOString()}>
                    {intl.formatDate(entry.startedAt, { timeStyle: 'medium' })}
                  </time>
                  <span className="recall__duration">{t('recall.duration', { seconds: talkSeconds(entry.talkMs) })}</span>
                  {active === 'playing' || active === 'loading' ? (
                    <Button variant="ghost" onPress={() => player.stop()} data-testid={`recall-stop-${entry.file}`}>
                      {t('recall.stop')}
                    </Button>
                  ) : (
                    <Button variant="ghost" onPress={() => play(entry)} aria-label={t('recall.play', { name: entry.name })} data-testid={`recall-play-${entry.file}`}>
                      {t('recall.playShort')}
                    </Button>
                  )}
                </li>
              );
            })}
          </ul>
        </div>
      ) : null}
    </section>
  );
}
