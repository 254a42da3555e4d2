/**
 * Which tab of this browser holds the console's audio and push-to-talk (Issue 37 item 3). A
 * dispatcher opens the console in several tabs and windows of one browser; they share one login
 * (the HttpOnly cookie), and all of them stay signed in. One of them, the audio tab, plays the
 * rooms, alarms and tones, keys the microphone and owns the account on the platform (directed
 * calls, tones and messages reach it); the others watch as companions. The tabs agree through the
 * browser's Web Locks: the holder of one lock is the audio tab, the others wait in its queue, so
 * closing the audio tab hands it to the next at once. "Use this tab" steals the lock.
 *
 * Without Web Locks (a page not served over https or from localhost) every tab is its own audio
 * tab, as before; the platform then still keeps each of them signed in (socket-hub.ts).
 */
import { atom, store } from './jotai.ts';

/** `audio`: this tab plays and talks. `companion`: another tab does. `pending`: not decided yet. */
export type AudioTabRole = 'audio' | 'companion' | 'pending';

export const audioTabAtom = atom<AudioTabRole>('pending');

export const AUDIO_TAB_LOCK = 'poc-console-audio-tab';

/** The part of the browser's LockManager used here (a test hands in its own). */
export type TabLocks = {
  request(name: string, options: { signal?: AbortSignal; steal?: boolean; ifAvailable?: boolean }, callback: (lock: unknown) => Promise<void>): Promise<void>;
};

export type AudioTabElection = {
  /** Makes this tab the audio tab now, taking it from whichever tab has it. */
  take(): void;
  stop(): void;
};

let active: AudioTabElection | null = null;

/** "Use this tab": this tab takes the audio and push-to-talk from the one that has them. */
export const takeAudioTab = (): void => active?.take();

/** Joins the election of this browser's tabs; the role shows in audioTabAtom (or goes to `setRole`). */
export function joinAudioTabElection(locks: TabLocks | null, setRole: (role: AudioTabRole) => void = (role) => store.set(audioTabAtom, role)): AudioTabElection {
  if (!locks) {
    setRole('audio');
    return { take: () => undefined, stop: () => setRole('pending') };
  }
  let stopped = false;
  let waiting: AbortController | null = null;
  let release: (() => void) | null = null;

  // Held until stopped; stolen by another tab, the request fails and this tab waits in the queue again.
  const ask = (options: { signal?: AbortSignal; steal?: boolean; ifAvailable?: boolean }) => {
    let granted = false;
    locks
      .request(AUDIO_TAB_LOCK, options, (lock) => {
        if (options.ifAvailable && !lock) {
          // Another tab has the audio: wait for it behind that tab.
          if (!stopped) {
            setRole('companion');
            queue();
          }
          return Promise.resolve();
        }
        granted = true;
        if (waiting?.signal === options.signal) waiting = null;
        return new Promise<void>((resolve) => {
          release = resolve;
          if (stopped) resolve();
          else setRole('audio');
        });
      })
      .catch(() => {
        // Aborted while waiting (stop, or take): nothing was held. Held and stolen: a companion now.
        if (stopped || !granted) return;
        release = null;
        setRole('companion');
        queue();
      });
  };

  const queue = () => {
    waiting = new AbortController();
    ask({ signal: waiting.signal });
  };

  // First without waiting: the first tab knows at once that it has the audio, a later one that
  // another tab has it.
  ask({ ifAvailable: true });

  const election: AudioTabElection = {
    take() {
      if (stopped || release !== null) return;
      const queued = waiting;
      waiting = null;
      queued?.abort(); // granted after ours, the queued request would hold the lock a second time
      ask({ steal: true });
    },
    stop() {
      stopped = true;
      const queued = waiting;
      waiting = null;
      queued?.abort();
      release?.();
      release = null;
      if (active === election) active = null;
      setRole('pending');
    },
  };
  active = election;
  return election;
}

/** The browser's lock manager, where it has one. */
export const browserLocks = (): TabLocks | null =>
  typeof navigator !== 'undefined' && 'locks' in navigator && navigator.locks ? (navigator.locks as unknown as TabLocks) : null;
