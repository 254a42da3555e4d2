import { REPORT_FIGURES, AlarmStatus, JobState, LoneWorkCause, type ReportId } from '../../../protocol/index.ts';
import type { Platform } from '../platform.ts';
import { pointFact, presenceFacts, tally, type Fact, type Tally, type TallyRange } from './aggregate.ts';

/**
 * One small module per report: where its facts come from. The route, the range rules and the tally
 * are shared, so a new report (lone worker alarms, job tickets) is one more entry here.
 */
type Source = (platform: Platform, range: TallyRange, inCustomer: (msId: string) => boolean) => Promise<Iterable<Fact>> | Iterable<Fact>;

const keep = (fact: Fact | null, inCustomer: (msId: string) => boolean): fact is Fact => fact !== null && inCustomer(fact.msId);

const SOURCES: Record<ReportId, Source> = {
  async online(platform, range, inCustomer) {
    const { changes, onlineAtStart } = await platform.reports.presence(range);
    return [...presenceFacts(changes, onlineAtStart, range, platform.now())].filter((fact) => inCustomer(fact.msId));
  },
  fenceAlarm(platform, range, inCustomer) {
    return platform.state.fences.alarms
      .map((alarm) => pointFact(alarm.msId, alarm.alarmTime, range, { alarms: 1, entered: alarm.kind === 'entered' ? 1 : 0, left: alarm.kind === 'left' ? 1 : 0 }))
      .filter((fact) => keep(fact, inCustomer));
  },
  emergencyAlarm(platform, range, inCustomer) {
    return [...platform.state.sos.byId.values()]
      .map((alarm) => pointFact(alarm.msId, alarm.alarmTime, range, { alarms: 1, closed: alarm.status === AlarmStatus.Closed ? 1 : 0 }))
      .filter((fact) => keep(fact, inCustomer));
  },
  async callDuration(platform, range, inCustomer) {
    // Both parties talked for the call's time: it counts for each of them.
    const calls = await platform.reports.endedCalls(range);
    return calls
      .flatMap((call) => [call.caller, call.callee].map((msId) => pointFact(msId, call.time, range, { talkMs: call.talkMs, calls: 1 })))
      .filter((fact) => keep(fact, inCustomer));
  },
  async gps(platform, range, inCustomer) {
    const msIds = [...platform.state.terminals.keys()].filter(inCustomer);
    const days = await platform.reports.gpsDays({ ...range, hourly: range.hourly ?? false, msIds });
    return days.map((day) => ({
      msId: day.msId,
      day: day.day,
      ...(day.hour === null ? {} : { hour: day.hour }),
      // Rounded per bucket: an hourly report's day may differ from the daily one's by a metre or so.
      figures: { fixes: day.fixes, metres: Math.round(day.metres) },
    }));
  },
  message(platform, range, inCustomer) {
    const { byId, sms } = platform.state.messages;
    const messages = [...byId.values()].map((message) => pointFact(message.sender, message.utctime, range, { messages: 1 }));
    const texts = [...sms.values()].map((text) => pointFact(text.sender, text.time, range, { sms: 1 }));
    return [...messages, ...texts].filter((fact) => keep(fact, inCustomer));
  },
  loneWorkAlarm(platform, range, inCustomer) {
    return platform.state.loneWork.alarms
      .map((alarm) =>
        pointFact(alarm.msId, alarm.alarmTime, range, { alarms: 1, forgotReply: alarm.cause === LoneWorkCause.ForgotReply ? 1 : 0, handled: alarm.handledAt === null ? 0 : 1 }),
      )
      .filter((fact) => keep(fact, inCustomer));
  },
  jobTicket(platform, range, inCustomer) {
    // Each assignee's part of a job counts for that terminal on the day the job was dispatched.
    // A deleted job has left the platform's book and is not counted.
    return [...platform.state.jobs.byId.values()]
      .flatMap((job) =>
        job.jobMsList.map((assignee) =>
          pointFact(assignee.msId, job.dispatchTime, range, {
            jobs: 1,
            completed: assignee.state === JobState.Completed ? 1 : 0,
            rejected: assignee.state === JobState.Rejected ? 1 : 0,
          }),
        ),
      )
      .filter((fact) => keep(fact, inCustomer));
  },
};

/** A report over a validated range, for the terminals of one customer (with hour buckets when `range.hourly`). */
export async function runReport(platform: Platform, report: ReportId, range: TallyRange, cid: string): Promise<Tally> {
  const terminals = platform.state.terminals;
  const inCustomer = (msId: string) => terminals.get(msId)?.cid === cid;
  const facts = await SOURCES[report](platform, range, inCustomer);
  return tally(facts, range, REPORT_FIGURES[report], (msId) => terminals.get(msId)?.msName ?? msId);
}
