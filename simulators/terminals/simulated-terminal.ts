import { DsClient, hashForWire, PATH_PASSWORD, PatrolClient, patrolCredentialsOf, SocketClient, type CommandArgs, type GpsFix, type IndoorArea, type Point, type ReportName, type SosAlarm, type Terminal } from '../../protocol/index.ts';
import { beaconReadings } from './beacon-scanner.ts';
import { nextStatus, reported, type RadioStatus } from './radio-status.ts';
import { between, type Random } from '../world/random.ts';
import { advance, positionOf, startWalk, varySpeed, type LatLng, type Walk } from '../world/street-walk.ts';
import { baseSpeedOf } from './motion.ts';
import { connectWebSocket } from './ws-socket.ts';
import { fetchWithToken, ToneInbox, type ReceivedTone } from './tone-inbox.ts';
import { SosKey } from './sos-key.ts';
import { LoneWorkResponder } from './lone-work-responder.ts';
import { CallSetState } from './call-set-state.ts';
import { JobResponder, type JobAnswerMode } from './job-responder.ts';
import { PatrolWalker } from './patrol-walker.ts';
import { inboxFor, type MessageInbox, type ReplyMode } from './message-inbox.ts';
import { NOTHING_HEARD, type Heard } from './voice/level-meter.ts';
import type { TalkOptions, TalkResult } from './voice/talk-types.ts';
import { VoiceCapability } from './voice/voice-capability.ts';
import { CameraMonitor } from './camera-monitor.ts';
import { floorBurst } from './floor-burst.ts';
import type { VoiceSetup } from './voice/voice-setup.ts';

export type TerminalDeps = {
  readonly baseUrl: string;
  readonly password: string;
  readonly random: Random;
  /** Chance per tick of dropping off the network for a while. */
  readonly churn: number;
  readonly log: (line: string) => void;
  /** Talks and listens in its group's voice room; its own randomness keeps the moves of a seed unchanged. */
  readonly voice?: { readonly setup: VoiceSetup; readonly random: Random } | null;
  /** Presses SOS about every this many seconds (at random) while its last alarm is closed; null never. */
  readonly sosEveryS?: number | null;
  /** How it answers messages and SMS (docs/protocol.md "Messages and SMS"); default 'off'. */
  readonly replyMessages?: ReplyMode;
  /** Chance that it misses a lone worker check-in (0 answers every one). */
  readonly loneWorkMiss?: number;
  /** How it answers job tickets (docs/protocol.md "Job ticketing"); default 'off'. */
  readonly answerJobs?: JobAnswerMode;
  /** Pause before each job answer; default 5 s. */
  readonly jobStepMs?: number;
  /** Reads a student card about every `everyS` seconds, one of `cards()` at random (docs/protocol.md "School"); null never. */
  readonly schoolPunch?: { readonly everyS: number; readonly cards: () => readonly string[] } | null;
  /** Stands indoors at a true position: each tick it reports what its beacon scan hears (docs/protocol.md "Indoor positioning"). */
  readonly indoor?: { readonly area: IndoorArea; readonly at: Point; readonly noiseDb: number; readonly random: Random } | null;
  /** Walks its patrol routes when it is a patrol user (docs/protocol.md "Patrol"); null never. */
  readonly patrol?: PatrolScenario | null;
};

export type PatrolScenario = { readonly everyS: number; readonly miss: number };

/** Seconds a terminal stays away when it drops off; seconds before it tries again after a refused login. */
const AWAY_S: readonly [number, number] = [15, 90];
const RETRY_S = 30;
/** Status is reported at least this often even when nothing changed, like a radio's keep-alive report. */
const STATUS_EVERY_S = 60;

type Phase = 'offline' | 'connecting' | 'online' | 'away';

/**
 * One simulated device, a real client of the platform: logs in over REST with its own account,
 * holds the protocol's SocketClient, moves along streets and reports GPS, battery and signal.
 */
export class SimulatedTerminal {
  private phase: Phase = 'offline';
  private client: SocketClient | null = null;
  private walk: Walk;
  private status: RadioStatus;
  private readonly baseSpeed: number;
  private lastStatus = { battery: -1, signal: -1, at: 0 };
  /** The last refused report logged ("reportGps 503"), so a busy platform's every-second refusals log once. */
  private lastRefusal = '';
  private returnAt = 0;
  private readonly voice: VoiceCapability | null;
  /** Its camera on a dispatcher's video wall, per socket (with Janus only). */
  private camera: CameraMonitor | null = null;
  private token = '';
  /** Alarm tones it was sent, downloaded and checked (docs/protocol.md "Alarm tones"). */
  private readonly toneInbox = new ToneInbox((fileUrl) => fetchWithToken(this.deps.baseUrl, this.token)(fileUrl));
  /** Its SOS key and the alarm it last raised (docs/protocol.md "SOS alarms"). */
  readonly sos: SosKey;
  /** Messages it was sent, opened with the secret key they name, and its answers. */
  readonly messages: MessageInbox;
  /** Answers lone worker check-ins, or misses them per its scenario. */
  readonly loneWork: LoneWorkResponder;
  /** Stunned, killed or active, as the platform says (docs/protocol.md "Remote control"). */
  readonly callSet: CallSetState;
  /** Its field worker's answers to job tickets. */
  readonly jobs: JobResponder;
  /** Its patrol walk, when the scenario has one. */
  readonly patrol: PatrolWalker | null;
  private patrolBusy = false;
  /** Where a scenario put it: it stands there instead of walking the streets (null: it walks). */
  private pinned: LatLng | null = null;
  /** Its talk group, once logged in. */
  private group = '';

  constructor(
    readonly terminal: Terminal,
    private readonly deps: TerminalDeps,
  ) {
    const home = terminal.gps ?? { lat: 39.4699, lng: -0.3763 };
    this.baseSpeed = baseSpeedOf(terminal.type, deps.random);
    this.walk = startWalk(home, this.baseSpeed, deps.random);
    this.status = { battery: terminal.battery, signal: terminal.signal, charging: false };
    this.voice = deps.voice ? new VoiceCapability({ terminal, ...deps.voice, log: deps.log }) : null;
    this.sos = new SosKey(terminal.msId);
    this.loneWork = new LoneWorkResponder(terminal.msId, { missChance: deps.loneWorkMiss ?? 0, random: deps.random, log: deps.log });
    this.callSet = new CallSetState(terminal.msId, (status) => {
      deps.log(`${terminal.msId}: call-set status ${status}`);
      void this.voice?.setStunned(this.callSet.disabled);
    });
    this.jobs = new JobResponder({
      msId: terminal.msId,
      mode: deps.answerJobs ?? 'off',
      stepMs: deps.jobStepMs ?? 5_000,
      command: (name, args) => this.client?.command(name, args) ?? Promise.reject(new Error('offline')),
      log: deps.log,
    });
    const patrol = deps.patrol ?? null;
    this.patrol = patrol
      ? new PatrolWalker({
          msId: terminal.msId,
          client: new PatrolClient({ baseUrl: deps.baseUrl, credentials: async () => patrolCredentialsOf(terminal.msId, deps.password) }),
          skip: () => deps.random() < patrol.miss,
          log: deps.log,
        })
      : null;
    this.messages = inboxFor(deps.baseUrl, () => this.token, {
      msId: terminal.msId,
      reply: deps.replyMessages ?? 'off',
      command: (name, args, timeoutMs) => this.client?.command(name, args, timeoutMs) ?? Promise.reject(new Error('offline')),
      log: deps.log,
    });
  }

  get online(): boolean {
    return this.phase === 'online';
  }

  /** Logs in and opens the socket; resolves true when online. */
  async connect(): Promise<boolean> {
    if (this.phase === 'connecting' || this.phase === 'online') return this.phase === 'online';
    this.phase = 'connecting';
    try {
      const token = await this.login();
      this.token = token;
      const client = new SocketClient({
        connect: () => connectWebSocket(`${this.deps.baseUrl.replace(/^http/, 'ws')}/socket`),
        token: () => token,
        random: this.deps.random,
      });
      // A kick or a refused re-login ends the session: log in again later, as a device would.
      client.failures$.subscribe((reason) => this.lost(`session ended: ${reason}`));
      client.refusedReports$.subscribe(({ name, code, desc }) => this.reportRefused(name, code, desc));
      this.toneInbox.follow(client.tones$);
      this.sos.follow(client.events$);
      this.loneWork.follow(client.events$, (name, args) => client.command(name, args));
      this.callSet.follow(client);
      this.jobs.follow(client);
      this.messages.follow(client.inbox$);
      this.dropCamera();
      this.camera = new CameraMonitor({ socket: client, type: this.terminal.type, network: this.deps.voice?.setup.network ?? null, log: this.deps.log });
      this.client = client;
      const { user } = await client.start();
      if (this.phase !== 'connecting') {
        client.close(); // stopped while logging in
        return false;
      }
      this.phase = 'online';
      this.group = user.pttGroup || this.terminal.currentGroup;
      this.report(Date.now(), true);
      await this.voice?.start(client, this.group, () => this.client === client);
      return true;
    } catch (error) {
      this.lost(`login failed: ${error instanceof Error ? error.message : String(error)}`);
      return false;
    }
  }

  /** One simulation step of `seconds`: move, drain, report; sometimes drop off or come back. */
  tick(now: number, seconds: number): void {
    if (this.phase === 'away' && now >= this.returnAt) {
      void this.connect();
      return;
    }
    if (this.phase !== 'online') return;
    if (this.deps.random() < this.deps.churn) {
      this.goAway(now, between(this.deps.random, ...AWAY_S));
      return;
    }
    if (!this.pinned) this.walk = advance(varySpeed(this.walk, this.baseSpeed, this.deps.random), seconds, this.deps.random);
    this.status = nextStatus(this.status, seconds, this.deps.random);
    this.report(now, false);
    const client = this.client;
    this.voice?.tick(now, client, () => this.client === client);
    const patrolEvery = this.deps.patrol?.everyS ?? null;
    if (this.patrol && patrolEvery !== null && !this.patrolBusy && this.deps.random() < seconds / patrolEvery) {
      this.patrolBusy = true;
      this.patrol
        .step()
        .catch((error: unknown) => this.deps.log(`${this.terminal.msId}: patrol step failed: ${error instanceof Error ? error.message : String(error)}`))
        .finally(() => (this.patrolBusy = false));
    }
    const punch = this.deps.schoolPunch ?? null;
    if (punch && this.deps.random() < seconds / punch.everyS) {
      const cards = punch.cards();
      const studentNum = cards[Math.floor(this.deps.random() * cards.length)];
      if (studentNum !== undefined && client) {
        client.command('schoolPunch', { studentNum }).catch((error: unknown) => this.deps.log(`${this.terminal.msId}: card punch failed: ${error instanceof Error ? error.message : String(error)}`));
      }
    }
    const sosEvery = this.deps.sosEveryS ?? null;
    if (sosEvery !== null && !this.callSet.disabled && !this.sos.open && this.deps.random() < seconds / sosEvery) {
      this.pressSos().catch((error: unknown) => this.deps.log(`${this.terminal.msId}: SOS failed: ${error instanceof Error ? error.message : String(error)}`));
    }
  }

  /**
   * Presses the SOS key: the alarm record at its position and, for a radio with a voice, an
   * emergency talk that pre-empts its group's floor, as a real radio's SOS key does both.
   */
  async pressSos(): Promise<SosAlarm> {
    const client = this.client;
    if (!client) throw new Error('offline');
    if (this.callSet.disabled) throw new Error('stunned');
    const alarm = await this.sos.press((name, args) => client.command(name, args), this.position);
    this.deps.log(`${this.terminal.msId}: SOS raised (alarm ${alarm.id})`);
    if (this.voice) void this.voice.talk({ emergency: true });
    return alarm;
  }

  /** Where it is now. */
  get position(): LatLng {
    return this.pinned ?? positionOf(this.walk);
  }

  /** A scenario puts it at `at` (it stands there and reports a fix at once); null lets it walk again. */
  placeAt(at: LatLng | null): void {
    this.pinned = at;
    if (this.phase === 'online') this.report(Date.now(), true);
  }

  /** A scenario takes it off the network for `seconds` (its socket closes; it logs in again after). */
  goOffline(seconds: number): void {
    if (this.phase === 'online') this.goAway(Date.now(), seconds);
  }

  /**
   * A talk burst of about `ms`: a voice terminal says a phrase in its room; one without a voice line
   * holds its group's floor that long. Resolves how it went.
   */
  async talkBurst(ms: number): Promise<string> {
    if (this.voice) return (await this.voice.talk({ ms }))?.outcome ?? 'no voice';
    const client = this.client;
    if (!client || !this.group) throw new Error('offline');
    return floorBurst((name, args) => client.command(name, args as never), this.group, ms);
  }

  /** Push-to-talk: asks for the floor of its group and says a phrase (voice terminals only). */
  talk(options?: TalkOptions): Promise<TalkResult | null> {
    return this.voice ? this.voice.talk(options) : Promise.resolve(null);
  }

  /** Lets go of the key: a talk under way (with a long `ms`) ends now and releases the floor. */
  endTalk(): void {
    this.voice?.endTalk();
  }

  /** What it heard in its room since it joined (or the last resetHeard). */
  heard(): Heard {
    return this.voice?.heard() ?? NOTHING_HEARD;
  }

  resetHeard(): void {
    this.voice?.resetHeard();
  }

  /** Alarm tones received so far, oldest first. */
  get receivedTones(): readonly ReceivedTone[] {
    return this.toneInbox.received;
  }

  /** In its group's voice room and ready to talk. */
  get voiceReady(): boolean {
    return this.voice?.ready ?? false;
  }

  /** The group whose voice room it is in or joining (a group switch moves it). */
  get voiceGroup(): string | null {
    return this.voice?.group ?? null;
  }

  /** Drives it to a place at once, for a test: the fix there goes in as its GPS would report it. */
  async driveTo(at: { readonly lat: number; readonly lng: number }): Promise<void> {
    const client = this.client;
    if (!client) throw new Error('offline');
    await client.command('reportGps', { fix: { lat: at.lat, lng: at.lng, speed: 12, direction: 90, altitude: 15, time: Date.now() } });
  }

  /** How its talks ended, by outcome (talked, lost, denied, gave-up, failed). */
  get talkOutcomes(): ReadonlyMap<TalkResult['outcome'], number> {
    return this.voice?.talkOutcomes ?? new Map();
  }

  /** Closes its socket and voice; resolves when the voice left its room. */
  stop(): Promise<void> {
    this.phase = 'offline';
    this.dropCamera();
    this.client?.close();
    this.client = null;
    return this.voice?.close() ?? Promise.resolve();
  }

  private async login(): Promise<string> {
    const ds = new DsClient({ baseUrl: this.deps.baseUrl });
    const answer = await ds.get(PATH_PASSWORD, { uid: this.terminal.msId, auth: hashForWire(this.deps.password) });
    const token = (answer.desc as { token?: unknown } | null)?.token;
    if (typeof token !== 'string') throw new Error('login answer without a token');
    return token;
  }

  private report(now: number, first: boolean): void {
    const client = this.client;
    if (!client) return;
    if (first || (this.walk.speed > 0 && !this.pinned)) {
      const at = this.position;
      const fix: GpsFix = { ...at, speed: this.pinned ? 0 : round1(this.walk.speed), direction: this.walk.heading, altitude: 15, time: now };
      sendReport(client, 'reportGps', { fix });
    }
    const indoor = this.deps.indoor;
    if (indoor) sendReport(client, 'reportBeacons', { readings: beaconReadings(indoor.area, indoor.at, indoor.noiseDb, indoor.random) });
    const status = reported(this.status);
    const changed = status.battery !== this.lastStatus.battery || status.signal !== this.lastStatus.signal;
    if (first || (changed && now - this.lastStatus.at >= 5_000) || now - this.lastStatus.at >= STATUS_EVERY_S * 1000) {
      this.lastStatus = { ...status, at: now };
      sendReport(client, 'reportStatus', status);
    }
  }

  /** A refused report is logged when its refusal differs from the last one logged: a busy platform refuses every second. */
  private reportRefused(name: string, code: string, desc: string | undefined): void {
    const refusal = `${name} ${code}`;
    if (refusal === this.lastRefusal) return;
    this.lastRefusal = refusal;
    this.deps.log(`${this.terminal.msId}: ${name} refused ${code}${desc ? ` (${desc})` : ''}`);
  }

  private goAway(now: number, seconds: number): void {
    this.voice?.detach();
    this.dropCamera();
    this.client?.close();
    this.client = null;
    this.phase = 'away';
    this.returnAt = now + seconds * 1000;
  }

  /** A camera streams only while its socket lives: the platform ends the monitor when it goes. */
  private dropCamera(): void {
    void this.camera?.close();
    this.camera = null;
  }

  private lost(reason: string): void {
    if (this.phase === 'offline') return; // stopped on purpose
    this.deps.log(`${this.terminal.msId}: ${reason}; retrying in ${RETRY_S} s`);
    this.goAway(Date.now(), RETRY_S);
  }
}

const round1 = (value: number) => Math.round(value * 10) / 10;

/** Telemetry one way; offline for a moment, it is simply not sent: the next tick reports again. */
function sendReport<N extends ReportName>(client: SocketClient, name: N, args: CommandArgs<N>): void {
  try {
    client.report(name, args);
  } catch {
    // SocketCommandError: not connected right now.
  }
}
