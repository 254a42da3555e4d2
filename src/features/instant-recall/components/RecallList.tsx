import { useCallback, useEffect, useState } from 'react';
import type { RecordedTransmission } from '../../../../protocol/index.ts';
import type { RecordingPlayer } from '../../../../media/index.ts';
import { useAtomValue } from '../../../state/jotai.ts';
import { Button, SelectField, useAsyncEffect, useT, useToast } from '../../../ui/index.ts';
import { recallListsAtom } from '../model/atoms.ts';
import { addTransmissions } from '../model/bindInstantRecall.ts';
import { useRecallDs } from '../model/InstantRecallProvider.tsx';
import { fetchRecordingOnce, loadRecentTransmissions, RECALL_COUNTS, RECALL_SHOWN, sourceKey, type RecallSource } from '../model/model.ts';
import { playOrder } from '../model/sequence.ts';
import { useRecallSequence } from '../model/useRecallSequence.ts';
import { useRecordingState } from '../model/useRecordingState.ts';
import { PlaybackMeter } from './PlaybackMeter.tsx';
import { RecallEntry } from './RecallEntry.tsx';

type RecallListProps = {
  /** Memoised by the parent: a new object reloads the list. */
  source: RecallSource;
  /** The list's accessible name. */
  label: string;
  player: RecordingPlayer;
  /** Test ids of the list's own controls end with it (a gid, or `ms-` and a terminal id). */
  testKey: string;
};

type Load = 'idle' | 'loading' | 'loaded' | 'failed';

const EMPTY: readonly RecordedTransmission[] = [];

/**
 * The last N transmissions of a group or a talker (from the route, then live from
 * `transmission.recorded`), each playable, and "play all" oldest first with the item it is at.
 */
export function RecallList({ source, label, player, testKey }: RecallListProps) {
  const t = useT();
  const toast = useToast();
  const ds = useRecallDs();
  const [count, setCount] = useState<number>(RECALL_SHOWN);
  const [load, setLoad] = useState<Load>('idle');
  const key = sourceKey(source);
  const list = (useAtomValue(recallListsAtom).get(key) ?? EMPTY).slice(0, count);
  const state = useRecordingState(player);
  const fetchBytes = useCallback((entry: RecordedTransmission) => fetchRecordingOnce(ds, entry.gid, entry.url), [ds]);
  const { sequence, state: run } = useRecallSequence(player, fetchBytes);

  useAsyncEffect(
    () => {
      if (!ds) return;
      setLoad('loading');
      return loadRecentTransmissions(ds, source, count);
    },
    (entries) => {
      addTransmissions(key, entries);
      setLoad('loaded');
    },
    () => setLoad('failed'),
    [ds, source, key, count],
  );

  useEffect(() => {
    if (run.kind === 'idle' && run.failed > 0) toast({ tone: 'error', text: t('recall.playFailed') });
  }, [run, toast, t]);

  const play = (entry: RecordedTransmission) => {
    fetchBytes(entry)
      .then((bytes) => player.play(entry.file, bytes))
      .catch(() => toast({ tone: 'error', text: t('recall.playFailed') }));
  };
  const mine = state.kind !== 'idle' && list.some((entry) => entry.file === state.id);
  const playing = run.kind === 'playing' ? run : null;

  return (
    <div className="recall__body" data-load={load} data-sequence={run.kind} data-current-file={playing?.file} data-played={run.played.join(' ')}>
      <div className="recall__tools">
        <SelectField
          label={t('recall.count')}
          value={String(count)}
          options={RECALL_COUNTS.map((value) => ({ value: String(value), label: String(value) }))}
          onChange={(value) => setCount(Number(value))}
          testId={`recall-count-${testKey}`}
        />
        {playing ? (
          <Button variant="secondary" onPress={() => sequence.stop()} data-testid={`recall-stop-all-${testKey}`}>
            {t('recall.stopAll')}
          </Button>
        ) : (
          <Button variant="secondary" isDisabled={list.length === 0} onPress={() => sequence.start(playOrder(list, count))} data-testid={`recall-play-all-${testKey}`}>
            {t('recall.playAll', { count: list.length })}
          </Button>
        )}
      </div>
      {playing ? (
        <p className="recall__note" role="status" data-testid={`recall-sequence-${testKey}`} data-index={playing.index + 1} data-total={playing.total}>
          {t('recall.sequenceAt', { index: playing.index + 1, total: playing.total })}
        </p>
      ) : null}
      {mine && state.kind === 'playing' ? <PlaybackMeter player={player} gid={testKey} /> : null}
      {load === 'failed' ? <p className="recall__note">{t('recall.loadFailed')}</p> : null}
      {list.length === 0 && load === 'loaded' ? <p className="recall__note">{t('recall.empty')}</p> : null}
      <ul className="recall__list" aria-label={label}>
        {list.map((entry) => (
          <RecallEntry key={entry.file} entry={entry} player={state} current={playing?.file === entry.file} onPlay={() => play(entry)} onStop={() => player.stop()} />
        ))}
      </ul>
    </div>
  );
}
