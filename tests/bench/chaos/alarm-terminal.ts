import { SocketClient, type SosAlarm } from '../../../protocol/index.ts';
import { connectWebSocket } from '../../../simulators/terminals/ws-socket.ts';
import { tokenFor } from '../../../simulators/platform/testing/test-emulator.ts';

/**
 * A radio of the chaos bench, straight to the emulator (the faults are on the consoles' side): it
 * reports GPS every tick and alternates SOS presses and cancels, keeping the ids of the alarms the
 * platform raised for it, which every console must end up having seen.
 */
export class AlarmTerminal {
  readonly raised: string[] = [];
  private client: SocketClient | null = null;
  private busy = false;
  private open: SosAlarm | null = null;
  private ticks = 0;

  constructor(
    private readonly msId: string,
    private readonly baseUrl: string,
    private readonly password: string,
  ) {}

  async start(): Promise<void> {
    const token = await tokenFor(this.baseUrl, this.msId, this.password);
    this.client = new SocketClient({ connect: () => connectWebSocket(`${this.baseUrl.replace(/^http/, 'ws')}/socket`), token: () => token });
    await this.client.start();
  }

  /** One tick: a GPS fix; every `sosEvery` ticks an SOS press or the cancel of the last one. */
  tick(sosEvery: number): void {
    const client = this.client;
    if (!client) return;
    this.ticks += 1;
    const fix = { lat: 39.47 + this.ticks * 1e-5, lng: -0.37, speed: 3, direction: 0, altitude: 15, time: Date.now() };
    client.command('reportGps', { fix }).catch(() => undefined);
    if (this.ticks % sosEvery !== 0 || this.busy) return;
    this.busy = true;
    const step = this.open
      ? client.command('sosCancel', { id: this.open.id }).then(() => (this.open = null))
      : client.command('sos', { time: Date.now() }).then((answer) => {
          const { alarm, changed } = answer as { alarm: SosAlarm; changed: boolean };
          this.open = alarm;
          if (changed) this.raised.push(alarm.id);
        });
    step.catch(() => undefined).finally(() => (this.busy = false));
  }

  stop(): void {
    this.client?.close();
  }
}
