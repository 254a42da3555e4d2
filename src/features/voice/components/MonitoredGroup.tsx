import type { ReactNode } from 'react';
import type { Group } from '../../../../protocol/index.ts';
import type { GroupAudio, LevelStage, RoomStatus } from '../../../../media/index.ts';
import type { GroupFloor } from '../../../state/floors.ts';
import { Button, IconToggle, Slider, useT } from '../../../ui/index.ts';
import { RoomLevel } from './RoomLevel.tsx';
import { TalkerBanner } from './TalkerBanner.tsx';

type MonitoredGroupProps = {
  group: Group;
  isCurrent: boolean;
  floor: GroupFloor | undefined;
  me: string | null;
  now: number;
  audio: GroupAudio;
  onAudioChange: (audio: GroupAudio) => void;
  /** Janus room status, when push-to-talk audio is connected. */
  roomStatus: RoomStatus | undefined;
  onMakeCurrent: (() => void) | null;
  /** Voice level of a room, dBFS, as it arrives or as played. */
  levelOf: (gid: string, stage?: LevelStage) => number;
  mutedTerminals: ReadonlySet<string>;
  /** Instant recall of the group, under its audio controls. */
  recall?: ReactNode;
  /** Lowered under a recording that plays (play priority 'both'). */
  ducked?: boolean;
};

/** One monitored group: its talker banner, volume and mute, and a way to make it the current group. */
export function MonitoredGroup({ group, isCurrent, floor, me, now, audio, onAudioChange, roomStatus, onMakeCurrent, levelOf, mutedTerminals, recall, ducked = false }: MonitoredGroupProps) {
  const t = useT();
  return (
    <li className="monitored" data-testid={`monitored-${group.gid}`} data-current={isCurrent || undefined} data-media={roomStatus ?? 'none'} data-ducked={ducked || undefined}>
      <div className="monitored__head">
        <span className="group-dot" style={{ background: group.color }} aria-hidden="true" />
        <span className="monitored__name" title={group.name}>
          {group.name}
        </span>
        {isCurrent ? <span className="monitored__badge">{t('voice.current')}</span> : null}
        {onMakeCurrent ? (
          <Button variant="ghost" className="monitored__switch" onPress={onMakeCurrent} data-testid={`make-current-${group.gid}`}>
            {t('voice.makeCurrent')}
          </Button>
        ) : null}
      </div>
      <TalkerBanner gid={group.gid} floor={floor} me={me} now={now} muted={mutedTerminals} />
      {roomStatus ? <RoomLevel gid={group.gid} groupName={group.name} levelOf={levelOf} /> : null}
      {ducked ? (
        <p className="monitored__ducked" data-testid={`ducked-${group.gid}`}>
          {t('recall.ducked')}
        </p>
      ) : null}
      <div className="monitored__audio">
        <IconToggle
          label={t('voice.mute', { group: group.name })}
          icon="volume"
          selectedIcon="volumeOff"
          isSelected={audio.muted}
          onChange={(muted) => onAudioChange({ ...audio, muted })}
          testId={`mute-${group.gid}`}
        />
        <Slider
          label={t('voice.volume', { group: group.name })}
          labelHidden
          value={audio.volume}
          onChange={(volume) => onAudioChange({ ...audio, volume })}
          testId={`volume-${group.gid}`}
        />
      </div>
      {recall}
    </li>
  );
}
