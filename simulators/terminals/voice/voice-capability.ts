import type { Terminal } from '../../../protocol/index.ts';
import { between, type Random } from '../../world/random.ts';
import { NOTHING_HEARD, type Heard } from './level-meter.ts';
import type { FloorSocket, TalkOptions, TalkResult } from './talk-types.ts';
import type { TerminalVoice } from './terminal-voice.ts';
import { openTerminalVoice, type VoiceSetup } from './voice-setup.ts';

/** Seconds between attempts to reopen a voice line that Janus dropped, or to join a room that was missing. */
const RETRY_S = 10;

export type VoiceCapabilityDeps = {
  readonly terminal: Terminal;
  readonly setup: VoiceSetup;
  /** The voice's own randomness, so a seed's moves do not depend on talks. */
  readonly random: Random;
  readonly log: (line: string) => void;
  /** Opens the line into Janus; tests hand in a fake. */
  readonly openVoice?: typeof openTerminalVoice;
};

/**
 * The optional voice of a SimulatedTerminal: opens its line into Janus when a session starts, keeps
 * it in its group's room (trying again when Janus or the room was away), talks now and then, and
 * counts how its talks went.
 */
export class VoiceCapability {
  /** How its talks ended, by outcome. */
  readonly talkOutcomes = new Map<TalkResult['outcome'], number>();
  private voice: TerminalVoice | null = null;
  private starting: Promise<void> | null = null;
  private closed = false;
  private nextTalkAt = 0;
  private retryAt = 0;
  private lastTrouble = '';
  private stunned = false;

  constructor(private readonly deps: VoiceCapabilityDeps) {}

  /** In its group's room, able to talk. */
  get ready(): boolean {
    return this.voice !== null && this.voice.inRoom && this.voice.usable;
  }

  /** The group whose room it is in or joining (null before its first session). */
  get group(): string | null {
    return this.voice?.group ?? null;
  }

  /** A socket session began: join the room of `gid`, opening the line the first time. `current` says the session still runs. */
  start(socket: FloorSocket, gid: string, current: () => boolean): Promise<void> {
    this.closed = false;
    this.starting ??= this.open(socket, gid, current).finally(() => (this.starting = null));
    return this.starting;
  }

  /** Remote control: a stunned voice leaves its room and does not talk until activated. */
  setStunned(stunned: boolean): Promise<void> {
    this.stunned = stunned;
    // A failed rejoin is retried by tick, as after any lost room.
    return this.voice?.setStunned(stunned).catch((error: unknown) => this.trouble(`cannot rejoin its room: ${error instanceof Error ? error.message : String(error)}`)) ?? Promise.resolve();
  }

  /** One simulation step: rejoin if it fell out of its room, talk when its time came. */
  tick(now: number, socket: FloorSocket | null, current: () => boolean): void {
    if (this.stunned) return;
    const voice = this.voice;
    if (socket && (!voice || !voice.ready) && now >= this.retryAt) {
      // Janus was away (restart), never reachable, or the room was not there yet: try again now and
      // then, as a radio re-registers.
      this.retryAt = now + RETRY_S * 1000;
      void this.start(socket, voice?.group ?? this.deps.terminal.currentGroup, current);
      return;
    }
    const every = this.deps.setup.talkEveryS;
    if (!voice || every === null || this.nextTalkAt === 0 || now < this.nextTalkAt || voice.busy || !voice.ready) return;
    this.nextTalkAt = now + between(this.deps.random, 0.5, 1.5) * every * 1000;
    void this.talk().then((result) => {
      if (result?.outcome === 'failed' && current()) this.trouble(`talk failed: ${result.reason}`);
    });
  }

  talk(options?: TalkOptions): Promise<TalkResult | null> {
    if (!this.voice) return Promise.resolve(null);
    return this.voice.talk(options).then((result) => {
      this.talkOutcomes.set(result.outcome, (this.talkOutcomes.get(result.outcome) ?? 0) + 1);
      return result;
    });
  }

  endTalk(): void {
    this.voice?.endTalk();
  }

  heard(): Heard {
    return this.voice?.heard() ?? NOTHING_HEARD;
  }

  resetHeard(): void {
    this.voice?.resetHeard();
  }

  /** The session ended (offline): stop talking and leave the room, keep the line. */
  detach(): void {
    void this.voice?.detach();
  }

  /** Closes the line for good. Safe to call twice. */
  async close(): Promise<void> {
    this.closed = true;
    const voice = this.voice;
    this.voice = null;
    await voice?.close().catch(() => undefined);
  }

  private async open(socket: FloorSocket, gid: string, current: () => boolean): Promise<void> {
    try {
      if (this.voice && !this.voice.usable) {
        await this.voice.close();
        this.voice = null;
      }
      if (!this.voice) {
        const opened = await (this.deps.openVoice ?? openTerminalVoice)(this.deps.terminal, this.deps.setup, this.deps.random, this.deps.log);
        if (this.closed) return void (await opened.close()); // stopped meanwhile
        this.voice = opened;
        await opened.setStunned(this.stunned);
      }
      if (!current()) return; // the session ended meanwhile
      this.retryAt = Date.now() + RETRY_S * 1000;
      await this.voice.attach(socket, gid);
      const every = this.deps.setup.talkEveryS;
      if (every !== null && this.nextTalkAt === 0) this.nextTalkAt = Date.now() + this.deps.random() * every * 1000;
    } catch (error) {
      this.trouble(`voice unavailable: ${error instanceof Error ? error.message : String(error)}`);
    }
  }

  /** Logs trouble once until it changes, so a missing Janus or encoder does not flood the log. */
  private trouble(line: string): void {
    if (line === this.lastTrouble) return;
    this.lastTrouble = line;
    this.deps.log(`${this.deps.terminal.msId}: ${line}`);
  }
}
