import type { RecordedTransmission } from '../../../../protocol/index.ts';
import type { RecordingState } from '../../../../media/index.ts';
import { Button, useIntl, useT } from '../../../ui/index.ts';
import { talkSeconds } from '../model/model.ts';

type RecallEntryProps = {
  entry: RecordedTransmission;
  player: RecordingState;
  /** This entry is the one "play all" is at. */
  current: boolean;
  onPlay: () => void;
  onStop: () => void;
};

/** One recorded transmission: talker, time, length, and play or stop. */
export function RecallEntry({ entry, player, current, onPlay, onStop }: RecallEntryProps) {
  const t = useT();
  const intl = useIntl();
  const active = player.kind !== 'idle' && player.id === entry.file ? player.kind : null;
  return (
    <li className="recall__entry" data-testid={`recall-entry-${entry.file}`} data-state={active ?? 'idle'} data-current={current || undefined}>
      <span className="recall__talker">
        {entry.name} <span className="recall__id">{entry.msId}</span>
      </span>
      <time className="recall__time" dateTime={new Date(entry.startedAt).toISOString()}>
        {intl.formatDate(entry.startedAt, { timeStyle: 'medium' })}
      </time>
      <span className="recall__duration">{t('recall.duration', { seconds: talkSeconds(entry.talkMs) })}</span>
      {active === 'playing' || active === 'loading' ? (
        <Button variant="ghost" onPress={onStop} data-testid={`recall-stop-${entry.file}`}>
          {t('recall.stop')}
        </Button>
      ) : (
        <Button variant="ghost" onPress={onPlay} aria-label={t('recall.play', { name: entry.name })} data-testid={`recall-play-${entry.file}`}>
          {t('recall.playShort')}
        </Button>
      )}
    </li>
  );
}
