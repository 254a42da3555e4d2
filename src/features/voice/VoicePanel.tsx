import { useCallback, useEffect, useMemo, useRef } from 'react';
import { Limits } from '../../../protocol/index.ts';
import { DEFAULT_GROUP_AUDIO, MicrophoneErrorKind, playTone, RoomAudioMixer, type GroupAudio } from '../../../media/index.ts';
import { fleetAtom, floorsAtom, tempGroupsAtom } from '../../state/eventLog.ts';
import { useAtom, useAtomValue } from '../../state/jotai.ts';
import { userAtom, verifiedAtom } from '../../state/session.ts';
import { audioTabAtom } from '../../state/audioTab.ts';
import { readSetting, settingAtoms, Settings } from '../../state/settings.ts';
import { tempGroupsOf } from '../../state/tempGroups.ts';
import { InstantRecall, TerminalRecall, useRecordingState } from '../instant-recall/index.ts';
import { MutedTerminals, mutedTerminalsAtom } from '../mute-list/index.ts';
import { useT, useToast } from '../../ui/index.ts';
import { groupAudioAtom, pttMediaStatusAtom } from './atoms.ts';
import type { SendCommand } from './commands.ts';
import { MonitoredGroup } from './components/MonitoredGroup.tsx';
import { AudioInAnotherTab } from './components/AudioInAnotherTab.tsx';
import { failureText } from './components/PttStatus.tsx';
import { PttButton } from './components/PttButton.tsx';
import { childrenByParent, commandFailureOf, lastTalkRank, MAX_MONITORED_ROOMS, monitoring, talkGroups, type CommandFailure } from './model/model.ts';
import { playedAudio } from './playedAudio.ts';
import { usePlayPriority } from './usePlayPriority.ts';
import { usePlatformNow } from '../../state/platformNow.ts';
import { mediaRoomsOf, useActiveGroups } from './subgroupRooms.ts';
import { usePttMedia } from './usePttMedia.ts';
import { usePushToTalk } from './usePushToTalk.ts';
import './voice.css';

export type VoicePanelProps = {
  send: SendCommand;
  /** A mixer owned by the screen, when another part of it plays recordings too (call records); else the panel's own. */
  mixer?: RoomAudioMixer;
};

/**
 * Voice dispatch: the PTT button for the current group and the monitored groups, each with its
 * talker, queue, volume and mute. Floor control goes over the socket; audio over Janus.
 */
export function VoicePanel({ send, mixer: given }: VoicePanelProps) {
  const t = useT();
  const toast = useToast();
  const user = useAtomValue(userAtom);
  const verified = useAtomValue(verifiedAtom);
  const fleet = useAtomValue(fleetAtom);
  const tempGroups = useAtomValue(tempGroupsAtom);
  const floors = useAtomValue(floorsAtom);
  const shortcut = useAtomValue(settingAtoms.pttShortcut);
  const masterVolume = useAtomValue(settingAtoms.volume);
  const [groupAudio, setGroupAudio] = useAtom(groupAudioAtom);
  const mediaStatus = useAtomValue(pttMediaStatusAtom);
  const mutedTerminals = useAtomValue(mutedTerminalsAtom);
  const audioPriority = useAtomValue(settingAtoms.audioPriority);
  // Another tab of this browser plays the audio and keys the microphone (state/audioTab.ts): this one only watches.
  const audioHere = useAtomValue(audioTabAtom) === 'audio';
  // One mixer for the screen's life: the rooms and instant recall's recordings play through it.
  const mixer = useMemo(() => given ?? new RoomAudioMixer(), [given]);
  useEffect(() => (given ? undefined : () => mixer.close()), [given, mixer]);
  const recording = useRecordingState(mixer.recordings);

  const me = user?.msId ?? null;
  const { terminals } = fleet;
  // Temp groups the dispatcher is in have rooms and floors too: they are monitored and talkable.
  const myTempGroups = useMemo(() => tempGroupsOf(tempGroups, me), [tempGroups, me]);
  const groups = useMemo(() => talkGroups(fleet.groups, myTempGroups), [fleet.groups, myTempGroups]);
  const tempGids = useMemo(() => myTempGroups.map((group) => group.gid), [myTempGroups]);
  // With the setting on (the default), monitoring a group takes in every group below it, within the room limit.
  const monitorSubgroups = useAtomValue(settingAtoms.monitorSubgroups);
  const children = useMemo(() => childrenByParent(fleet.groups.values()), [fleet.groups]);
  const { current, others, leftOut } = useMemo(
    () =>
      monitoring(
        user,
        me ? terminals.get(me) : undefined,
        (gid) => groups.has(gid),
        tempGids,
        monitorSubgroups ? { childrenOf: (gid) => children.get(gid) ?? [], lastTalk: (gid) => lastTalkRank(floors.get(gid)) } : null,
      ),
    [user, me, terminals, groups, tempGids, monitorSubgroups, children, floors],
  );
  // The same array while the same rooms are wanted, so a floor change that keeps the choice re-joins nothing.
  const roomKey = (current ? [current, ...others] : others).join(',');
  const rooms = useMemo(() => (roomKey === '' ? [] : roomKey.split(',')), [roomKey]);
  const anyTalker = rooms.some((gid) => floors.get(gid)?.talker);
  const now = usePlatformNow(anyTalker);
  const floor = current ? floors.get(current) : undefined;

  const showFailure = useCallback((failure: CommandFailure) => toast({ tone: 'error', text: failureText(t, failure) }), [toast, t]);
  const microphone = mediaStatus?.microphone ?? 'unknown';
  const canTalk = useCallback(() => {
    // Without Janus there is no microphone to check; floor control still works.
    if (microphone === 'unknown' || microphone === 'ready') return true;
    toast({ tone: 'error', text: t(microphone === MicrophoneErrorKind.NotSupported ? 'voice.mic.notSupported' : 'voice.mic.noMicrophone') });
    return false;
  }, [microphone, toast, t]);

  const ptt = usePushToTalk({ gid: audioHere ? current : null, me, floor, now, send, shortcut, canTalk, onFailure: showFailure });
  const talkingIn = ptt.view.kind === 'talking' ? current : null;
  const live = useMemo(() => playedAudio(rooms, groupAudio, floors, mutedTerminals, me), [rooms, groupAudio, floors, mutedTerminals, me]);
  const played = usePlayPriority({ priority: audioPriority, recordingPlaying: recording.kind === 'playing', live, floors, player: mixer.recordings });
  // Own groups' rooms are always joined; a subgroup's only while it has talk (subgroupRooms.ts).
  const ownGroups = me ? terminals.get(me)?.grp : undefined;
  const ownRooms = useMemo(() => new Set([...(current ? [current] : []), ...(ownGroups ?? []), ...tempGids]), [current, ownGroups, tempGids]);
  const activeGroups = useActiveGroups(rooms, floors);
  const mediaKey = mediaRoomsOf(rooms, ownRooms, activeGroups).join(',');
  const mediaRooms = useMemo(() => (mediaKey === '' ? [] : mediaKey.split(',')), [mediaKey]);
  const levelOf = usePttMedia({ mediaServ: audioHere ? (verified?.mediaServ ?? null) : null, me, rooms: mediaRooms, talkingIn, masterVolume, groupAudio: played, mixer });

  useTalkTones(ptt.view.kind, current);

  const changeAudio = (gid: string, audio: GroupAudio) => setGroupAudio(new Map(groupAudio).set(gid, audio));
  const makeCurrent = (gid: string) => {
    send('switchGroup', { gid }, Limits.groupSwitchTimeoutMs).then(
      () => toast({ tone: 'success', text: t('voice.switched', { group: groups.get(gid)?.name ?? gid }) }),
      (error: unknown) => showFailure(commandFailureOf(error)),
    );
  };

  const currentGroup = current ? groups.get(current) : undefined;
  return (
    <aside className="voice" aria-label={t('voice.title')} data-testid="voice-panel" data-media-connection={mediaStatus?.connection ?? 'off'}>
      <h2 className="voice__heading">{t('voice.title')}</h2>
      {audioHere ? <PttButton view={ptt.view} groupName={currentGroup?.name ?? null} shortcut={shortcut} onPress={ptt.press} onRelease={ptt.release} /> : <AudioInAnotherTab />}
      {!audioHere || microphone === 'unknown' || microphone === 'ready' ? null : (
        <p className="voice__warning" role="alert" data-testid="microphone-problem">
          {t(microphone === MicrophoneErrorKind.NotSupported ? 'voice.mic.notSupported' : 'voice.mic.noMicrophone')}
        </p>
      )}
      <h3 className="voice__subheading">{t('voice.monitored')}</h3>
      {leftOut > 0 ? (
        <p className="voice__note" data-testid="monitor-room-limit" data-left-out={leftOut}>
          {t('voice.roomLimit', { count: leftOut, max: MAX_MONITORED_ROOMS })}
        </p>
      ) : null}
      <ul className="voice__groups">
        {rooms.map((gid) => {
          const group = groups.get(gid);
          if (!group) return null;
          return (
            <MonitoredGroup
              key={gid}
              group={group}
              isCurrent={gid === current}
              floor={floors.get(gid)}
              me={me}
              now={now}
              audio={groupAudio.get(gid) ?? DEFAULT_GROUP_AUDIO}
              ducked={played.get(gid)?.ducked ?? false}
              onAudioChange={(audio) => changeAudio(gid, audio)}
              roomStatus={mediaStatus?.rooms.get(gid)}
              onMakeCurrent={gid === current ? null : () => makeCurrent(gid)}
              levelOf={levelOf}
              mutedTerminals={mutedTerminals}
              recall={<InstantRecall gid={gid} groupName={group.name} player={mixer.recordings} />}
            />
          );
        })}
      </ul>
      <TerminalRecall player={mixer.recordings} />
      <MutedTerminals />
    </aside>
  );
}

/** The talk-permit tone when the floor is ours, a low tone when refused, and the group-switch tone. */
function useTalkTones(kind: string, current: string | null) {
  const previous = useRef({ kind, current });
  useEffect(() => {
    const before = previous.current;
    previous.current = { kind, current };
    if (kind === 'talking' && before.kind !== 'talking') playTone('talkPermit', readSetting(Settings.volume));
    else if (kind === 'denied' && before.kind !== 'denied') playTone('talkDenied', readSetting(Settings.volume));
    if (current !== null && before.current !== null && current !== before.current && readSetting(Settings.groupSwitchTone)) {
      playTone('groupSwitch', readSetting(Settings.noticeVolume));
    }
  }, [kind, current]);
}
