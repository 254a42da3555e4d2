import { memo, useLayoutEffect, useRef, useState, type ReactNode, type Ref } from 'react';
import { Feature, featureOfOperation, TerminalOperation } from '../../../../protocol/index.ts';
import { CallButton, VideoCallButton } from '../../calls/index.ts';
import { SendToneMenu } from '../../alarm-tones/index.ts';
import { MuteToggle } from '../../mute-list/index.ts';
import { RecallTerminalButton } from '../../instant-recall/index.ts';
import { CallSetBadge, EnvironmentMonitorButton, RemoteControlMenu } from '../../remote-control/index.ts';
import { TerminalManageMenu } from '../../network-management/index.ts';
import { vitalsAtom } from '../../../state/eventLog.ts';
import { featuresAtom } from '../../../state/features.ts';
import type { TerminalRecord } from '../../../state/fleet.ts';
import { useAtomValue } from '../../../state/jotai.ts';
import { userAtom } from '../../../state/session.ts';
import { batteryOf, signalOf } from '../../../state/vitals.ts';
import { useT } from '../../../ui/index.ts';
import { BatteryMeter, SignalBars } from './LevelMeters.tsx';
import { CurrentGroupName } from './CurrentGroupName.tsx';
import { RemoteSwitchMenu } from './RemoteSwitchMenu.tsx';
import { useSendCommand } from '../model/sendCommand.ts';
import { TerminalTypeIcon } from './TerminalTypeIcon.tsx';
import { rowWindow, WINDOW_FROM } from '../model/rowWindow.ts';

type TerminalListProps = {
  /** The group or the search the list shows. */
  title: ReactNode;
  summary: string;
  /** Why fewer terminals show than exist, if so. */
  notice: string | null;
  emptyText: string;
  terminals: readonly TerminalRecord[];
  /** The search box, in the list's header. */
  search: ReactNode;
};

/** Terminals with type, name, ID, presence, battery and signal, live from the event log. */
export function TerminalList({ title, summary, notice, emptyText, terminals, search }: TerminalListProps) {
  const t = useT();
  // Kept apart from the records (state/vitals.ts); every listed terminal has them.
  const vitals = useAtomValue(vitalsAtom);
  const { scrollRef, rowRef, view, rowHeight } = useListView(terminals.length > WINDOW_FROM);
  const { first, last } = rowWindow(terminals.length, view.scrollTop, view.height, rowHeight);
  return (
    <section className="terminals" aria-labelledby="terminals-title">
      <header className="terminals__header">
        <h2 id="terminals-title">{title}</h2>
        <span className="terminals__counts">{summary}</span>
        {notice ? <span className="terminals__hidden">{notice}</span> : null}
        <div className="terminals__search">{search}</div>
      </header>
      <div className="terminals__scroll" ref={scrollRef}>
        <table className="terminals__table" data-testid="terminal-list" aria-rowcount={terminals.length + 1}>
          <thead>
            <tr>
              <th scope="col" className="terminals__type">
                {t('home.column.type')}
              </th>
              <th scope="col">{t('home.column.name')}</th>
              <th scope="col">{t('home.column.id')}</th>
              <th scope="col">{t('home.column.status')}</th>
              <th scope="col">{t('home.column.battery')}</th>
              <th scope="col">{t('home.column.signal')}</th>
              <th scope="col" className="terminals__actions">
                {t('home.column.actions')}
              </th>
            </tr>
          </thead>
          <tbody>
            {/* A long list renders the rows in view; the space of the others is kept above and below them. */}
            {first > 0 ? <Spacer height={first * rowHeight} /> : null}
            {terminals.slice(first, last).map((terminal, offset) => (
              <TerminalRow key={terminal.msId} terminal={terminal} vitals={vitals.get(terminal.msId) ?? 0} rowIndex={first + offset + 2} rowRef={offset === 0 ? rowRef : undefined} />
            ))}
            {last < terminals.length ? <Spacer height={(terminals.length - last) * rowHeight} /> : null}
          </tbody>
        </table>
        {terminals.length === 0 ? <p className="terminals__empty">{emptyText}</p> : null}
      </div>
    </section>
  );
}

/** Until the first row is measured: a row of the list as styled (home.css .terminals__row). */
const ROW_HEIGHT = 49;

/** The list's scroll position and height, followed only while it is long enough to render as a window. */
function useListView(windowed: boolean) {
  const scrollRef = useRef<HTMLDivElement>(null);
  const rowRef = useRef<HTMLTableRowElement>(null);
  const [view, setView] = useState({ scrollTop: 0, height: 0 });
  const [rowHeight, setRowHeight] = useState(ROW_HEIGHT);
  useLayoutEffect(() => {
    const scroller = scrollRef.current;
    if (!windowed || !scroller) return;
    const read = () => {
      setView({ scrollTop: scroller.scrollTop, height: scroller.clientHeight });
      const measured = rowRef.current?.getBoundingClientRect().height ?? 0;
      if (measured > 0) setRowHeight((current) => (Math.abs(current - measured) > 0.5 ? measured : current));
    };
    read();
    scroller.addEventListener('scroll', read, { passive: true });
    const resized = new ResizeObserver(read);
    resized.observe(scroller);
    return () => {
      scroller.removeEventListener('scroll', read);
      resized.disconnect();
    };
  }, [windowed]);
  return { scrollRef, rowRef, view, rowHeight };
}

function Spacer({ height }: { height: number }) {
  return (
    <tr className="terminals__spacer" aria-hidden="true">
      <td colSpan={7} style={{ height }} />
    </tr>
  );
}

type TerminalRowProps = {
  terminal: TerminalRecord;
  /** Battery and signal, packed (state/vitals.ts). */
  vitals: number;
  /** 1-based among the table's rows, the header being row 1. */
  rowIndex: number;
  rowRef: Ref<HTMLTableRowElement> | undefined;
};

/**
 * One terminal's row. Memoised: a status burst re-renders the rows whose terminal or battery and
 * signal changed, not nine operations of every row in view.
 */
const TerminalRow = memo(function TerminalRow({ terminal, vitals, rowIndex, rowRef }: TerminalRowProps) {
  const t = useT();
  const me = useAtomValue(userAtom)?.msId ?? null;
  // Operations of a feature the dispatcher lacks are not offered (protocol/featureGating.ts).
  const features = useAtomValue(featuresAtom);
  const offered = (operation: TerminalOperation) => features?.has(featureOfOperation(operation)) ?? false;
  const send = useSendCommand();
  return (
    <tr
      ref={rowRef}
      aria-rowindex={rowIndex}
      data-testid={`terminal-${terminal.msId}`}
      data-online={terminal.online}
      data-current-group={terminal.currentGroup}
      data-call-set={terminal.callSet ?? 8}
      className="terminals__row"
    >
      <td className="terminals__type">
        <TerminalTypeIcon type={terminal.type} icon={terminal.icon} />
      </td>
      <td className="terminals__name">
        <span className="terminals__ms-name" data-testid="terminal-name">
          {terminal.msName}
        </span>
        <CurrentGroupName gid={terminal.currentGroup} />
      </td>
      <td className="terminals__id">{terminal.msId}</td>
      <td>
        <span className="presence" data-online={terminal.online}>
          <span className="presence__dot" aria-hidden="true" />
          {t(terminal.online === 1 ? 'home.online' : 'home.offline')}
        </span>
        <CallSetBadge terminal={terminal} />
      </td>
      <td>
        <BatteryMeter level={batteryOf(vitals)} />
      </td>
      <td>
        <SignalBars level={signalOf(vitals)} />
      </td>
      <td className="terminals__actions">
        {/* Icons with tooltips, one line per row: a dispatcher scans hundreds of rows. */}
        <div className="terminals__action-bar">
          {terminal.msId === me ? null : <CallButton msId={terminal.msId} name={terminal.msName} online={terminal.online === 1} compact />}
          {terminal.msId === me || !offered(TerminalOperation.VideoCall) ? null : <VideoCallButton msId={terminal.msId} name={terminal.msName} online={terminal.online === 1} compact />}
          {terminal.msId === me ? null : <MuteToggle msId={terminal.msId} name={terminal.msName} />}
          {terminal.msId === me || !(features?.has(Feature.HistoryVoice) ?? false) ? null : <RecallTerminalButton msId={terminal.msId} name={terminal.msName} />}
          {terminal.msId === me || !offered(TerminalOperation.RemoteSwitch) ? null : <RemoteSwitchMenu terminal={terminal} compact />}
          {terminal.msId === me || !offered(TerminalOperation.SendTone) ? null : <SendToneMenu terminal={terminal} compact />}
          {terminal.msId === me ? null : <RemoteControlMenu terminal={terminal} send={send} compact />}
          {terminal.msId === me ? null : <EnvironmentMonitorButton terminal={terminal} compact />}
          <TerminalManageMenu terminal={terminal} compact />
        </div>
      </td>
    </tr>
  );
});

