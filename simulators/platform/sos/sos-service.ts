import {
  AlarmStatus,
  AlarmType,
  SosLogType,
  SosRefusal,
  TerminalType,
  type CommandArgs,
  type SosAlarm,
  type SosVerdict,
} from '../../../protocol/index.ts';
import type { Platform } from '../platform.ts';
import { soundingAlarmOf } from '../projection/sos-reducer.ts';
import { Serial } from '../serial.ts';
import { alarmOfOrganisation } from './find-sos.ts';
import { handOverStep, markStep, resolveRefusal, type SosAnswer } from './sos-steps.ts';

export type { SosAnswer } from './sos-steps.ts';

/**
 * Raises, acknowledges and closes SOS alarms. Every decision reads the state and appends its event
 * one at a time (terminal commands and dispatchers' REST calls share this queue), so two
 * dispatchers acknowledging at the same instant yield one acknowledgement and one "already".
 */
export class SosService {
  private readonly serial = new Serial();

  constructor(private readonly platform: Platform) {}

  /**
   * A terminal's SOS key. While its previous alarm is still sounding (status 0) a second press
   * (or a retried command) returns that alarm instead of raising another.
   */
  raise(msId: string, args: CommandArgs<'sos'>): Promise<SosAnswer> {
    return this.serial.run(async () => {
      const state = this.platform.state;
      const terminal = state.terminals.get(msId);
      if (!terminal) return { code: '404', desc: `msId: no terminal ${msId}` };
      if (terminal.type === TerminalType.Dispatcher) return { code: '403', desc: SosRefusal.NotTerminal };
      const sounding = soundingAlarmOf(state.sos, msId);
      if (sounding) return { code: '0', alarm: sounding, changed: false };
      const now = this.platform.now();
      // A press without a fix of its own is placed at the terminal's last known position.
      const lat = args.lat ?? terminal.gps?.lat ?? null;
      const lng = args.lng ?? terminal.gps?.lng ?? null;
      const alarm: SosAlarm = {
        id: String(state.sos.lastId + 1),
        msId,
        name: terminal.msName,
        type: terminal.type,
        alarmType: AlarmType.Sos,
        time: args.time ?? now,
        alarmTime: now,
        lat: lat !== null && lng !== null ? lat : null,
        lng: lat !== null && lng !== null ? lng : null,
        status: AlarmStatus.Alarm,
        responder: null,
        responderName: null,
        responseTime: null,
        closer: null,
        closerName: null,
        closeTime: null,
        remark: '',
        handler: null,
        handlerName: null,
        verdict: null,
      };
      await this.platform.commit([{ type: 'sos.raised', alarm, logType: SosLogType.Alarm }]);
      return { code: '0', alarm: this.current(alarm.id) ?? alarm, changed: true };
    });
  }

  /** The terminal cancels its own alarm (log type 118); without an id, its newest open one. */
  cancel(msId: string, id: string | undefined): Promise<SosAnswer> {
    return this.serial.run(async () => {
      const alarm = id === undefined ? this.newestOpenOf(msId) : this.current(id);
      if (!alarm || alarm.msId !== msId) return { code: '404', desc: SosRefusal.NoOpenAlarm };
      if (alarm.status === AlarmStatus.Closed) return { code: '409', desc: SosRefusal.Closed, alarm };
      const terminal = this.platform.state.terminals.get(msId);
      await this.platform.commit([
        { type: 'sos.closed', id: alarm.id, msId, closer: msId, closerName: terminal?.msName ?? msId, closeTime: this.platform.now(), remark: '', logType: SosLogType.Cancelled },
      ]);
      return { code: '0', alarm: this.current(alarm.id)!, changed: true };
    });
  }

  /**
   * A dispatcher acknowledges (1) or resolves (2). Acknowledging an alarm already acknowledged or
   * closed changes nothing and answers the alarm with who did it (`changed: false`); the one who
   * acknowledges becomes its handler. Resolving is the workflow's last step (protocol/sosWorkflow.ts):
   * only the handler, after a verdict; it is a remote close (119): the terminal sees the event.
   */
  update(dispatcher: string, id: string, status: 1 | 2, remark: string): Promise<SosAnswer> {
    return this.serial.run(async () => {
      const state = this.platform.state;
      const me = state.terminals.get(dispatcher);
      if (me?.type !== TerminalType.Dispatcher) return { code: '403', desc: SosRefusal.NotDispatcher };
      const alarm = state.sos.byId.get(id);
      // Another organisation's alarm is unknown, as a missing one is.
      if (!alarm || !alarmOfOrganisation(state, alarm, me.cid)) return { code: '404', desc: SosRefusal.Unknown };
      const now = this.platform.now();
      if (status === AlarmStatus.Acknowledged) {
        if (alarm.status !== AlarmStatus.Alarm) return { code: '0', alarm, changed: false };
        await this.platform.commit([
          { type: 'sos.acknowledged', id, msId: alarm.msId, responder: dispatcher, responderName: me.msName, responseTime: now, remark, logType: SosLogType.Acknowledged },
        ]);
      } else {
        const refusal = resolveRefusal(alarm, dispatcher);
        if (refusal) return refusal;
        await this.platform.commit([
          { type: 'sos.closed', id, msId: alarm.msId, closer: dispatcher, closerName: me.msName, closeTime: now, remark, logType: SosLogType.RemotelyClosed },
        ]);
      }
      return { code: '0', alarm: this.current(id)!, changed: true };
    });
  }

  /** The handler's verdict: a real emergency or a false alarm. */
  mark(dispatcher: string, id: string, verdict: SosVerdict): Promise<SosAnswer> {
    return this.serial.run(() => markStep(this.platform, dispatcher, id, verdict));
  }

  /** The handler hands the alarm to another dispatcher. */
  handOver(dispatcher: string, id: string, to: string): Promise<SosAnswer> {
    return this.serial.run(() => handOverStep(this.platform, dispatcher, id, to));
  }

  private current(id: string): SosAlarm | undefined {
    return this.platform.state.sos.byId.get(id);
  }

  private newestOpenOf(msId: string): SosAlarm | undefined {
    let newest: SosAlarm | undefined;
    for (const alarm of this.platform.state.sos.byId.values()) {
      if (alarm.msId === msId && alarm.status !== AlarmStatus.Closed && (!newest || alarm.alarmTime >= newest.alarmTime)) newest = alarm;
    }
    return newest;
  }
}

