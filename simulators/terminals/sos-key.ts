import type { Observable, Subscription } from 'rxjs';
import { AlarmStatus, type CommandArgs, type EventFrame, type SosAlarm } from '../../protocol/index.ts';

/** The command a terminal's socket offers; the SocketClient's signature, narrowed. */
export type SosCommand = (name: 'sos' | 'sosCancel', args: CommandArgs<'sos'> | CommandArgs<'sosCancel'>) => Promise<unknown>;

/**
 * A radio's SOS key: pressing it raises an alarm record at the platform with the radio's position;
 * the radio follows its own alarm through the public events (acknowledged, closed remotely) as a
 * real radio's display would. Voice is not here: SimulatedTerminal also asks for the emergency floor.
 */
export class SosKey {
  private alarm: SosAlarm | null = null;
  private raised = 0;
  private pressing = false;

  constructor(private readonly msId: string) {}

  /** Follows the platform's SOS events about this terminal. */
  follow(events$: Observable<EventFrame>): Subscription {
    return events$.subscribe(({ event }) => {
      if (!this.alarm || !event.type.startsWith('sos.') || event.type === 'sos.raised') return;
      if ('id' in event && event.id !== this.alarm.id) return;
      if (event.type === 'sos.acknowledged') this.alarm = { ...this.alarm, status: AlarmStatus.Acknowledged, responder: event.responder, responderName: event.responderName };
      if (event.type === 'sos.closed') this.alarm = { ...this.alarm, status: AlarmStatus.Closed, closer: event.closer, closerName: event.closerName };
    });
  }

  /** Its own alarm as it last heard of it (null before the first press). */
  get current(): SosAlarm | null {
    return this.alarm;
  }

  /** How many presses the platform recorded as new alarms. */
  get raisedCount(): number {
    return this.raised;
  }

  /** True while its alarm is raised and not closed: a radio does not press again then. */
  get open(): boolean {
    return this.pressing || (this.alarm !== null && this.alarm.status !== AlarmStatus.Closed);
  }

  async press(command: SosCommand, at: { lat: number; lng: number } | null): Promise<SosAlarm> {
    this.pressing = true;
    const answer = (await command('sos', { ...(at ?? {}), time: Date.now() }).finally(() => (this.pressing = false))) as { alarm: SosAlarm; changed: boolean };
    this.alarm = answer.alarm;
    if (answer.changed) this.raised += 1;
    return answer.alarm;
  }

  /** The radio user cancels the alarm (log type 118). */
  async cancel(command: SosCommand): Promise<SosAlarm> {
    const answer = (await command('sosCancel', this.alarm ? { id: this.alarm.id } : {})) as { alarm: SosAlarm };
    this.alarm = answer.alarm;
    return answer.alarm;
  }
}
