import { useCallback, useEffect, useLayoutEffect, useRef } from 'react';
import { janusServerUrl, PttMedia, type GroupAudio, type LevelStage, type RoomAudioMixer } from '../../../media/index.ts';
import { useSetAtom } from '../../state/jotai.ts';
import { pttMediaStatusAtom } from './atoms.ts';

type PttMediaInputs = {
  /** mediaServ of the login verification answer. */
  mediaServ: string | null;
  /** The dispatcher's msId, its display in every room. */
  me: string | null;
  rooms: readonly string[];
  /** The group whose floor the dispatcher holds now, or null. */
  talkingIn: string | null;
  masterVolume: number;
  groupAudio: ReadonlyMap<string, GroupAudio>;
  /** The console's mixer: rooms and recordings (instant recall) play through it. */
  mixer: RoomAudioMixer;
};

/**
 * Binds the push-to-talk audio to the screen: one PttMedia per media server and dispatcher, made in
 * an effect and closed in its cleanup; the rest of the inputs are handed to it as they change.
 */
export function usePttMedia({ mediaServ, me, rooms, talkingIn, masterVolume, groupAudio, mixer }: PttMediaInputs): (gid: string, stage?: LevelStage) => number {
  const media = useRef<PttMedia | null>(null);
  const setStatus = useSetAtom(pttMediaStatusAtom);
  const server = janusServerUrl(mediaServ, window.location);
  const roomKey = rooms.join(',');

  useEffect(() => {
    if (!server || !me) return;
    const client = new PttMedia({ server, display: me, mixer });
    media.current = client;
    const subscription = client.status$.subscribe(setStatus);
    client.start();
    return () => {
      subscription.unsubscribe();
      client.close();
      if (media.current === client) media.current = null;
      setStatus(null);
    };
  }, [server, me, setStatus, mixer]);

  useEffect(() => {
    media.current?.setRooms(roomKey === '' ? [] : roomKey.split(','));
  }, [server, me, roomKey]);

  useEffect(() => {
    media.current?.setTalking(talkingIn);
  }, [server, me, talkingIn]);

  useEffect(() => {
    // On the mixer itself: recordings play under the master volume even without Janus.
    mixer.setMasterVolume(masterVolume);
  }, [mixer, server, me, masterVolume]);

  // Before paint, in the same commit as the talker banner: a muted talker's room is silenced the
  // moment the console shows who talks, not a frame (or, on a busy machine, several) later.
  useLayoutEffect(() => {
    for (const [gid, audio] of groupAudio) media.current?.setGroupAudio(gid, audio);
  }, [groupAudio]);
  // And once more after a new connection's media exists (the layout effect runs before it is made).
  useEffect(() => {
    for (const [gid, audio] of groupAudio) media.current?.setGroupAudio(gid, audio);
  }, [server, me, groupAudio]);

  return useCallback((gid: string, stage?: LevelStage) => media.current?.levelOf(gid, stage) ?? -Infinity, []);
}
