import { Subject } from 'rxjs';
import { describe, expect, it } from 'vitest';
import { SocketCommandError, type EventFrame, type PlatformEvent } from '../../../protocol/index.ts';
import { NOTHING_HEARD } from './level-meter.ts';
import type { TalkReport } from './rtp-sender.ts';
import type { Phrase } from './synthesis.ts';
import type { FloorSocket, VoiceLine } from './talk-types.ts';
import { TerminalVoice } from './terminal-voice.ts';

const ME = '10000042';
const phrase: Phrase = {
  spec: { kind: 'tone', hz: 1_000, ms: 100, dbfs: -6 },
  head: { channels: 1, preSkip: 312, inputSampleRate: 48_000 },
  packets: [Uint8Array.of(1), Uint8Array.of(2), Uint8Array.of(3), Uint8Array.of(4), Uint8Array.of(5)],
  durationMs: 100,
};

/** A line that records what the terminal did; a talk lasts until `finish()` or stopSending(). */
function fakeLine() {
  const calls: string[] = [];
  let finish: ((stopped: boolean) => void) | null = null;
  const line: VoiceLine & { calls: string[]; finish(): void; sending: boolean } = {
    calls,
    closed: false,
    get sending() {
      return finish !== null;
    },
    join: async (room) => void calls.push(`join ${room}`),
    leave: async () => void calls.push('leave'),
    setMuted: async (muted) => void calls.push(muted ? 'mute' : 'unmute'),
    send: (packets) => {
      calls.push(`send ${packets.length}`);
      return new Promise<TalkReport>((resolve) => {
        finish = (stopped) => {
          finish = null;
          resolve({ sent: stopped ? 2 : packets.length, firstSentAt: 5, lastSentAt: 6, stopped, meanLateMs: 0, maxLateMs: 0 });
        };
      });
    },
    stopSending: () => {
      calls.push('stop');
      finish?.(true);
    },
    finish: () => finish?.(false),
    heard: () => NOTHING_HEARD,
    resetHeard: () => undefined,
    close: async () => void calls.push('close'),
  };
  return line;
}

function fakeSocket(answer: (name: string, args: unknown) => unknown) {
  const events = new Subject<EventFrame>();
  const commands: string[] = [];
  let seq = 0;
  const socket: FloorSocket & { commands: string[]; emit(event: PlatformEvent): void } = {
    commands,
    events$: events.asObservable(),
    command: (async (name: string, args: { gid: string }) => {
      commands.push(`${name} ${args.gid}`);
      return answer(name, args);
    }) as FloorSocket['command'],
    emit: (event) => events.next({ type: 'event', seq: ++seq, stream: 'floor', time: 0, event }),
  };
  return socket;
}

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));
const talker = { msId: ME, name: 'Alpha-01', type: 6, priority: 1 as const };

async function voiceWith(socket: ReturnType<typeof fakeSocket>) {
  const line = fakeLine();
  let clock = 1_000;
  const voice = new TerminalVoice({ msId: ME, line, loadPhrase: async () => phrase, now: () => (clock += 10) });
  await voice.attach(socket, '101');
  return { voice, line };
}

describe('TerminalVoice', () => {
  it('talks only while holding the floor, then mutes and releases', async () => {
    const socket = fakeSocket((name) => (name === 'floorRequest' ? { outcome: 'granted', grantedAt: 1, maxMs: 60_000 } : null));
    const { voice, line } = await voiceWith(socket);
    const talk = voice.talk();
    await flush();
    line.finish();
    const result = await talk;
    expect(result.outcome).toBe('talked');
    expect(line.calls).toEqual(['join 101', 'unmute', 'send 5', 'mute']);
    expect(socket.commands).toEqual(['floorRequest 101', 'floorRelease 101']);
    expect(result.timings.grantedAt).toBeGreaterThan(result.timings.requestedAt);
    expect(result.timings.firstPacketAt).toBe(5);
    expect(voice.lastTalk).toBe(result);
  });

  it('ends a talk when the key is let go (endTalk): the rest is not sent, the floor is released', async () => {
    const socket = fakeSocket((name) => (name === 'floorRequest' ? { outcome: 'granted', grantedAt: 1, maxMs: 60_000 } : null));
    const { voice, line } = await voiceWith(socket);
    voice.endTalk(); // nothing under way: nothing happens
    const talk = voice.talk({ ms: 55_000 });
    await flush();
    voice.endTalk();
    expect((await talk).outcome).toBe('talked');
    expect(line.calls).toEqual(['join 101', 'unmute', 'send 2750', 'stop', 'mute']);
    expect(socket.commands).toEqual(['floorRequest 101', 'floorRelease 101']);
  });

  it('waits in the queue until a floor.taken names it', async () => {
    const socket = fakeSocket((name) => (name === 'floorRequest' ? { outcome: 'queued', position: 1 } : null));
    const { voice, line } = await voiceWith(socket);
    const talk = voice.talk({ ms: 200 });
    await flush();
    expect(line.calls).toEqual(['join 101']);
    socket.emit({ type: 'floor.taken', gid: '101', talker: { ...talker, msId: '10000001' }, grantedAt: 1, maxMs: 60_000 });
    socket.emit({ type: 'floor.taken', gid: '101', talker, grantedAt: 2, maxMs: 60_000 });
    await flush();
    expect(line.calls).toEqual(['join 101', 'unmute', 'send 10']);
    line.finish();
    expect((await talk).outcome).toBe('talked');
  });

  it('stops at once when pre-empted and does not release a floor it lost', async () => {
    const socket = fakeSocket((name) => (name === 'floorRequest' ? { outcome: 'granted', grantedAt: 1, maxMs: 60_000 } : null));
    const { voice, line } = await voiceWith(socket);
    const talk = voice.talk();
    await flush();
    socket.emit({ type: 'floor.released', gid: '101', msId: ME, reason: 'preempted', talkMs: 300 });
    const result = await talk;
    expect(result).toMatchObject({ outcome: 'lost', reason: 'preempted' });
    expect(line.calls.slice(1)).toEqual(['unmute', 'send 5', 'stop', 'mute', 'mute']);
    expect(socket.commands).toEqual(['floorRequest 101']);
  });

  it('never unmutes when denied or when floor control is not there', async () => {
    const denied = await voiceWith(fakeSocket(() => ({ outcome: 'denied', reason: 'not-member' })));
    expect(await denied.voice.talk()).toMatchObject({ outcome: 'denied', reason: 'not-member' });
    const unwired = await voiceWith(
      fakeSocket(() => {
        throw new SocketCommandError('501', 'not wired');
      }),
    );
    expect(await unwired.voice.talk()).toMatchObject({ outcome: 'failed', reason: '501: not wired' });
    expect([...denied.line.calls, ...unwired.line.calls]).toEqual(['join 101', 'join 101']);
  });

  it('talks only once in a room, and joins again when the room was missing', async () => {
    const socket = fakeSocket(() => ({ outcome: 'granted', grantedAt: 1, maxMs: 60_000 }));
    const line = fakeLine();
    let missing = true;
    const join = line.join;
    line.join = async (room) => {
      if (missing) throw new Error('Janus plugin error 485: No such room');
      return join(room);
    };
    const voice = new TerminalVoice({ msId: ME, line, loadPhrase: async () => phrase });
    await expect(voice.attach(socket, '101')).rejects.toThrow(/485/);
    expect(await voice.talk()).toMatchObject({ outcome: 'failed', reason: 'not in a voice room' });
    expect(socket.commands).toEqual([]);
    missing = false;
    await voice.enterGroup('101');
    expect(voice.inRoom).toBe(true);
    expect(line.calls).toEqual(['join 101']);
  });

  it('follows its group into another room', async () => {
    const socket = fakeSocket(() => null);
    const { voice, line } = await voiceWith(socket);
    socket.emit({ type: 'terminal.groupSwitched', msId: '10000001', gid: '102' });
    socket.emit({ type: 'terminal.groupSwitched', msId: ME, gid: '102' });
    await flush();
    expect(line.calls).toEqual(['join 101', 'join 102']);
    expect(voice.group).toBe('102');
    await voice.close();
    expect(line.calls.slice(-2)).toEqual(['leave', 'close']);
  });
});
