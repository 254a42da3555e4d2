import { FloorPriority } from '../../../../protocol/index.ts';
import { queuePosition, talkTimeLeft, type GroupFloor } from '../../../state/floors.ts';
import { Icon, useT } from '../../../ui/index.ts';
import { MuteToggle } from '../../mute-list/index.ts';
import { secondsLeft } from '../model/model.ts';

type TalkerBannerProps = {
  gid: string;
  floor: GroupFloor | undefined;
  me: string | null;
  now: number;
  /** Terminals on this dispatcher's mute list: their voice is not played. */
  muted: ReadonlySet<string>;
};

/** Who talks in a group (id and name), the time they have left, how many wait, and our place. */
export function TalkerBanner({ gid, floor, me, now, muted }: TalkerBannerProps) {
  const t = useT();
  const talker = floor?.talker ?? null;
  const waiting = floor?.queue.length ?? 0;
  const position = me ? queuePosition(floor, me) : null;
  const left = talkTimeLeft(floor, now);
  return (
    <div
      className="talker"
      data-testid={`talker-${gid}`}
      data-talker={talker?.msId ?? ''}
      data-emergency={talker?.priority === FloorPriority.Emergency || undefined}
      data-muted={(talker !== null && muted.has(talker.msId)) || undefined}
      aria-live="polite"
    >
      {talker ? (
        <span className="talker__who">
          <Icon name={talker.priority === FloorPriority.Emergency ? 'alert' : 'microphone'} size={14} />
          {talker.priority === FloorPriority.Emergency ? <span className="talker__emergency">{t('voice.talker.emergency')}</span> : null}
          <span className="talker__name" data-testid="talker-name">
            {talker.name}
          </span>
          {talker.msId === me ? <span className="talker__you">{t('voice.talker.you')}</span> : null}
          <span className="talker__id" data-testid="talker-id">
            {talker.msId}
          </span>
          {left !== null ? (
            <span className="talker__left" data-testid="talker-time-left">
              {t('voice.talker.timeLeft', { seconds: secondsLeft(left) })}
            </span>
          ) : null}
          {muted.has(talker.msId) ? (
            <span className="talker__muted" data-testid="talker-muted">
              {t('muteList.muted')}
            </span>
          ) : null}
          {talker.msId === me ? null : <MuteToggle msId={talker.msId} name={talker.name} />}
        </span>
      ) : (
        <span className="talker__idle">{t('voice.talker.idle')}</span>
      )}
      {waiting > 0 ? (
        <span className="talker__queue" data-testid="talker-queue">
          {t('voice.talker.queue', { count: waiting })}
        </span>
      ) : null}
      {position !== null ? (
        <span className="talker__position" data-testid="talker-position">
          {t('voice.talker.yourPosition', { position })}
        </span>
      ) : null}
    </div>
  );
}
