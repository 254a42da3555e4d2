import { useCallback, useEffect, useRef, useState } from 'react';
import type { GroupFloor } from '../../state/floors.ts';
import type { SendCommand } from './commands.ts';
import { commandFailureOf, decodeFloorAnswer, IDLE_PRESS, isPttKey, pressAfterAnswer, pttView, type CommandFailure, type PttPress, type PttView } from './model/model.ts';

/** A denial or failure stays on the button this long after the press ends, so it can be read. */
export const NOTICE_MS = 4_000;

type PushToTalkInputs = {
  /** The group PTT talks in (the current group), or null when there is none. */
  gid: string | null;
  me: string | null;
  floor: GroupFloor | undefined;
  now: number;
  send: SendCommand;
  /** KeyboardEvent.code of the PTT key from the settings. */
  shortcut: string;
  /** Asked on every press; a reason not to ask for the floor (no microphone) stops the press. */
  canTalk: () => boolean;
  onFailure: (failure: CommandFailure) => void;
};

export type PushToTalk = { view: PttView; press: () => void; release: () => void };

/**
 * Hold to talk: floorRequest on press, floorRelease on release, for the pointer, touch and the
 * PTT key alike. A press lost to a blurred window releases too, so the floor is never left held.
 */
export function usePushToTalk({ gid, me, floor, now, send, shortcut, canTalk, onFailure }: PushToTalkInputs): PushToTalk {
  const [pressState, setPressState] = useState<PttPress>(IDLE_PRESS);
  const shown = useRef<PttPress>(IDLE_PRESS);
  const setPress = useCallback((next: PttPress) => {
    shown.current = next;
    setPressState(next);
  }, []);
  const holding = useRef<string | null>(null);
  const pressCount = useRef(0);
  const noticeTimer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const latest = useRef({ send, onFailure, canTalk });
  latest.current = { send, onFailure, canTalk };

  /** A denial or failure: shown now, cleared NOTICE_MS after the press ends. */
  const showNotice = useCallback(
    (notice: PttPress) => {
      setPress(notice);
      if (holding.current !== null) return;
      if (noticeTimer.current) clearTimeout(noticeTimer.current);
      noticeTimer.current = setTimeout(() => shown.current === notice && setPress(IDLE_PRESS), NOTICE_MS);
    },
    [setPress],
  );

  const press = useCallback(() => {
    if (!gid || holding.current !== null) return;
    if (!latest.current.canTalk()) return;
    if (noticeTimer.current) clearTimeout(noticeTimer.current);
    holding.current = gid;
    const id = ++pressCount.current;
    setPress({ phase: 'requesting', gid });
    latest.current.send('floorRequest', { gid }).then(
      (data) => {
        if (id !== pressCount.current) return;
        const answer = decodeFloorAnswer(data);
        const next: PttPress = answer ? pressAfterAnswer(gid, answer) : { phase: 'failed', gid, error: { kind: 'code', code: 'bad-answer' } };
        // A grant or queue place that arrives after the release was given back by that release.
        if (next.phase === 'denied' || next.phase === 'failed') showNotice(next);
        else if (holding.current === gid) setPress(next);
      },
      (error: unknown) => {
        if (id !== pressCount.current) return;
        const failure = commandFailureOf(error);
        showNotice({ phase: 'failed', gid, error: failure });
        latest.current.onFailure(failure);
      },
    );
  }, [gid, setPress, showNotice]);

  const release = useCallback(() => {
    const held = holding.current;
    if (held === null) return;
    holding.current = null;
    const current = shown.current;
    if (current.phase === 'denied' || current.phase === 'failed') showNotice(current);
    else setPress(IDLE_PRESS);
    // Offline, the platform frees the floor of a dropped socket by itself; nothing to report.
    latest.current.send('floorRelease', { gid: held }).catch(() => undefined);
  }, [setPress, showNotice]);

  // The PTT key, anywhere on the page except while typing into a field.
  useEffect(() => {
    const down = (event: KeyboardEvent) => {
      if (!isPttKey(event, shortcut, event.target)) return;
      event.preventDefault();
      press();
    };
    const up = (event: KeyboardEvent) => {
      if (event.code !== shortcut) return;
      event.preventDefault();
      release();
    };
    window.addEventListener('keydown', down);
    window.addEventListener('keyup', up);
    window.addEventListener('blur', release);
    return () => {
      window.removeEventListener('keydown', down);
      window.removeEventListener('keyup', up);
      window.removeEventListener('blur', release);
    };
  }, [shortcut, press, release]);

  // Leaving the screen, or the group changing under a held button, gives the floor back.
  useEffect(() => release, [gid, release]);
  useEffect(() => () => void (noticeTimer.current && clearTimeout(noticeTimer.current)), []);

  const view = me && gid && (pressState.phase === 'idle' || pressState.gid === gid) ? pttView(pressState, floor, me, now) : pttView(IDLE_PRESS, floor, me ?? '', now);
  return { view, press, release };
}
