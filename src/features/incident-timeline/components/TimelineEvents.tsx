import { LOG_OPERATIONS, type LogOperation } from '../../../../protocol/index.ts';
import { Button, useT, type MessageKey, type Translate } from '../../../ui/index.ts';
import { OPERATION_KEY } from '../../logs/index.ts';
import type { Tick, TickKind } from '../model.ts';

const KIND_KEYS: Record<TickKind, MessageKey> = {
  alarm: 'incidentTimeline.kind.alarm',
  sosStep: 'incidentTimeline.kind.sosStep',
  message: 'incidentTimeline.kind.message',
};
const MESSAGE_KEYS: Record<string, MessageKey> = {
  text: 'incidentTimeline.message.text',
  photo: 'incidentTimeline.message.photo',
  video: 'incidentTimeline.message.video',
};
const isOperation = (what: string): what is LogOperation => (LOG_OPERATIONS as readonly string[]).includes(what);

function describe(t: Translate, kind: TickKind, what: string): string {
  if (kind === 'message') return t(MESSAGE_KEYS[what] ?? 'incidentTimeline.message.text');
  return isOperation(what) ? t(OPERATION_KEY[what]) : what;
}

export type TimelineEventsProps = {
  readonly ticks: readonly Tick[];
  readonly time: (value: number) => string;
  readonly onSeek: (time: number) => void;
};

/** The window's alarms, SOS steps and messages in time order; choosing one moves the scrubber to it. Who and remark are network text. */
export function TimelineEvents({ ticks, time, onSeek }: TimelineEventsProps) {
  const t = useT();
  return (
    <ol className="incident-timeline__events" aria-label={t('incidentTimeline.events')} data-testid="timeline-events">
      {ticks.map((item) => (
        <li key={item.id} data-testid="timeline-event" data-kind={item.kind} data-what={item.what} data-time={item.time}>
          <Button variant="ghost" className="incident-timeline__event" onPress={() => onSeek(item.time)}>
            <span className="incident-timeline__event-time">{time(item.time)}</span>
            <span className="incident-timeline__event-kind">{t(KIND_KEYS[item.kind])}</span>
            <span className="incident-timeline__event-what">{describe(t, item.kind, item.what)}</span>
            {item.who && <span className="incident-timeline__event-who">{item.who}</span>}
            {item.remark && <span className="incident-timeline__event-remark">{item.remark}</span>}
          </Button>
        </li>
      ))}
    </ol>
  );
}
