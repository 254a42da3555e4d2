import { Icon, useT } from '../../../ui/index.ts';
import { RECENT_TALK_MS, type GroupActivity } from '../model/groupActivity.ts';
import './group-activity.css';

type GroupActivityMarksProps = {
  gid: string;
  activity: GroupActivity;
  /** A collapsed parent also shows what goes on below it. */
  showBelow: boolean;
};

const RECENT_MINUTES = Math.round(RECENT_TALK_MS / 60_000);

/**
 * A group's live marks in the tree: who talks now, recent talk, open SOS alarms, and for a collapsed
 * parent the same gathered from its subgroups. Each mark has an icon and a text for assistive tech,
 * so colour is never the only signal; the data attributes say the same to tests.
 */
export function GroupActivityMarks({ gid, activity, showBelow }: GroupActivityMarksProps) {
  const t = useT();
  const { talker, recentAt, alarms, below } = activity;
  const belowTalking = showBelow ? below.talking : 0;
  const belowRecent = showBelow ? below.recent : 0;
  const belowAlarms = showBelow ? below.alarms : 0;
  return (
    <span
      className="group-activity"
      data-testid={`group-activity-${gid}`}
      data-talking={talker?.msId ?? ''}
      data-recent={recentAt !== null}
      data-alarms={alarms}
      data-below-talking={belowTalking}
      data-below-recent={belowRecent}
      data-below-alarms={belowAlarms}
    >
      {alarms > 0 ? (
        <span className="group-activity__mark group-activity__mark--sos" data-testid="activity-sos" title={t('home.activity.sos', { count: alarms })}>
          <Icon name="alert" size={12} />
          {/* The icon and the count: the word SOS cost a narrow row its group's name (it is in the title and the hidden text). */}
          <span aria-hidden="true">{alarms}</span>
          <span className="visually-hidden">{t('home.activity.sos', { count: alarms })}</span>
        </span>
      ) : null}
      {talker ? (
        <span className="group-activity__mark group-activity__mark--talking" data-testid="activity-talking" title={t('home.activity.talking', { name: talker.name })}>
          <Icon name="microphone" size={12} />
          <span className="group-activity__name" aria-hidden="true">
            {talker.name}
          </span>
          <span className="visually-hidden">{t('home.activity.talking', { name: talker.name })}</span>
        </span>
      ) : recentAt !== null ? (
        <span className="group-activity__mark group-activity__mark--recent" data-testid="activity-recent" title={t('home.activity.recent', { minutes: RECENT_MINUTES })}>
          <Icon name="activity" size={12} />
          <span className="visually-hidden">{t('home.activity.recent', { minutes: RECENT_MINUTES })}</span>
        </span>
      ) : null}
      {belowAlarms > 0 ? <BelowMark kind="sos" icon="alert" count={belowAlarms} text={t('home.activity.sosBelow', { count: belowAlarms })} /> : null}
      {belowTalking > 0 ? <BelowMark kind="talking" icon="microphone" count={belowTalking} text={t('home.activity.talkingBelow', { count: belowTalking })} /> : null}
      {belowTalking === 0 && belowRecent > 0 ? <BelowMark kind="recent" icon="activity" count={belowRecent} text={t('home.activity.recentBelow', { count: belowRecent })} /> : null}
    </span>
  );
}

function BelowMark({ kind, icon, count, text }: { kind: string; icon: 'alert' | 'microphone' | 'activity'; count: number; text: string }) {
  return (
    <span className={`group-activity__mark group-activity__mark--below group-activity__mark--below-${kind}`} data-testid={`activity-below-${kind}`} title={text}>
      <Icon name="chevronDown" size={10} />
      <Icon name={icon} size={12} />
      <span aria-hidden="true">{count}</span>
      <span className="visually-hidden">{text}</span>
    </span>
  );
}
