import { describe, expect, it } from 'vitest';
import { audioTabAtom, joinAudioTabElection, takeAudioTab, type AudioTabRole, type TabLocks } from './audioTab.ts';
import { store } from './jotai.ts';

type Grant = { release: () => void; reject: (error: Error) => void; run: () => void };

/**
 * The Web Locks rules the election relies on, for one exclusive lock: granted in a task of its
 * own, queued in order, `ifAvailable` answers null at once when held, `steal` takes it and fails
 * the holder's request, an aborted waiter leaves the queue.
 */
class FakeLocks implements TabLocks {
  private holder: Grant | null = null;
  private readonly queue: Grant[] = [];

  request(_name: string, options: { signal?: AbortSignal; steal?: boolean; ifAvailable?: boolean }, callback: (lock: unknown) => Promise<void>): Promise<void> {
    return new Promise<void>((resolve, reject) => {
      const grant: Grant = {
        release: () => undefined,
        reject,
        run: () => {
          callback({}).then(() => {
            if (this.holder === grant) this.next();
            resolve();
          }, reject);
        },
      };
      if (options.steal) {
        const stolen = this.holder;
        this.holder = grant;
        stolen?.reject(new Error('AbortError: stolen'));
        setTimeout(grant.run, 0);
        return;
      }
      if (this.holder === null && this.queue.length === 0) {
        this.holder = grant;
        return void setTimeout(grant.run, 0);
      }
      if (options.ifAvailable) return void setTimeout(() => callback(null).then(resolve, reject), 0);
      this.queue.push(grant);
      options.signal?.addEventListener('abort', () => {
        const index = this.queue.indexOf(grant);
        if (index >= 0) this.queue.splice(index, 1);
        reject(new Error('AbortError: aborted'));
      });
    });
  }

  private next(): void {
    this.holder = null;
    const waiting = this.queue.shift();
    if (!waiting) return;
    this.holder = waiting;
    setTimeout(waiting.run, 0);
  }
}

/** A tab's role as its election sets it. */
function tab(locks: FakeLocks) {
  const seen = { role: 'pending' as AudioTabRole };
  const election = joinAudioTabElection(locks, (role) => (seen.role = role));
  return { election, get role() { return seen.role; } };
}

/** The fake grants in tasks of their own: let them run. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 5));

describe('the audio tab election', () => {
  it('makes the first tab the audio tab and later ones companions, and hands it on in order when the audio tab goes', async () => {
    const locks = new FakeLocks();
    const first = tab(locks);
    await settle();
    const second = tab(locks);
    const third = tab(locks);
    await settle();
    expect([first.role, second.role, third.role]).toEqual(['audio', 'companion', 'companion']);
    first.election.stop();
    await settle();
    expect([first.role, second.role, third.role]).toEqual(['pending', 'audio', 'companion']);
    second.election.stop();
    await settle();
    expect(third.role).toBe('audio');
    third.election.stop();
  });

  it('moves the audio to the tab that takes it; the tab it left waits again and gets it back when that one goes', async () => {
    const locks = new FakeLocks();
    const first = tab(locks);
    await settle();
    const second = tab(locks);
    await settle();
    second.election.take();
    await settle();
    expect([first.role, second.role]).toEqual(['companion', 'audio']);
    // Taking what it has changes nothing.
    second.election.take();
    await settle();
    expect([first.role, second.role]).toEqual(['companion', 'audio']);
    second.election.stop();
    await settle();
    expect(first.role).toBe('audio');
    first.election.stop();
  });

  it('writes the role to audioTabAtom by default, and takeAudioTab acts on that election', async () => {
    const locks = new FakeLocks();
    const other = tab(locks);
    await settle();
    const election = joinAudioTabElection(locks);
    await settle();
    expect(store.get(audioTabAtom)).toBe('companion');
    takeAudioTab();
    await settle();
    expect(store.get(audioTabAtom)).toBe('audio');
    expect(other.role).toBe('companion');
    election.stop();
    expect(store.get(audioTabAtom)).toBe('pending');
    other.election.stop();
  });

  it('is the audio tab at once without Web Locks', () => {
    const election = joinAudioTabElection(null);
    expect(store.get(audioTabAtom)).toBe('audio');
    election.stop();
    expect(store.get(audioTabAtom)).toBe('pending');
  });
});
