import { useEffect, useRef, useState } from 'react';
import { useAtomValue } from '../../../state/jotai.ts';
import { Button, useT } from '../../../ui/index.ts';
import { HandOverDialog } from '../../handover/index.ts';
import { userAtom } from '../../../state/session.ts';
import { callViewAtom, handledCallsAtom } from '../model/atoms.ts';
import { handOverFailureKey } from '../model/handledCalls.ts';
import type { CallControls } from '../model/callControls.ts';
import { formatCallTime, PHASE_TEXT, statusText } from '../model/model.ts';
import { CallLauncher } from './CallLauncher.tsx';
import { MonitorPanel } from './MonitorPanel.tsx';
import { VideoCallView, type CallVideo } from './VideoCallView.tsx';

/** How often the timer and the audio level refresh. */
const TICK_MS = 250;

export type CallPanelProps = { controls: CallControls; video?: CallVideo | null };

/**
 * The call panel, docked over the screen without blocking it: a launcher (terminal ID → voice or
 * video call), the incoming prompt (answer / decline), the call state with its status message,
 * the timer, mute and hang up / cancel; on a video call it is the video call window (remote and
 * local video). The other party's name is the platform's text, rendered as text.
 */
export function CallPanel({ controls, video: pictures = null }: CallPanelProps) {
  const t = useT();
  const view = useAtomValue(callViewAtom);
  const [muted, setMuted] = useState(false);
  const [handingOver, setHandingOver] = useState(false);
  const me = useAtomValue(userAtom)?.msId ?? null;
  // Several dispatchers: a connected call with a terminal that this dispatcher handles can be handed over.
  const handled = [...useAtomValue(handledCallsAtom).values()].find((call) => call.handler === me && call.terminal === view.peer && call.state === 'connected');
  const [now, setNow] = useState(() => Date.now());
  const levelRef = useRef<HTMLDivElement | null>(null);
  // Environment monitoring has a panel of its own (MonitorPanel): it is not an ordinary call.
  const ambient = view.media === 'ambient';
  const live = !ambient && (view.phase === 'connected' || view.phase === 'connecting' || view.phase === 'awaiting');

  useEffect(() => {
    if (!live) return;
    const timer = setInterval(() => {
      setNow(Date.now());
      const element = levelRef.current;
      if (element) {
        const level = controls.remoteLevel();
        element.dataset.audioLevel = level.toFixed(4);
        element.style.setProperty('--call-level', String(Math.min(1, level * 4)));
        const setup = controls.setupTimes();
        if (setup.connectedMs !== null) element.dataset.setupMs = String(setup.connectedMs);
        if (setup.mediaMs !== null) element.dataset.mediaMs = String(setup.mediaMs);
      }
    }, TICK_MS);
    return () => clearInterval(timer);
  }, [live, controls]);

  // Mute lasts as long as the call: once it is over, the next one starts unmuted.
  const open = live || view.phase === 'incoming';
  useEffect(() => {
    if (open) return;
    setMuted(false);
    controls.setMuted(false);
  }, [open, controls]);

  if (view.phase === 'idle') {
    return (
      <section className="calls-panel calls-panel--idle" aria-label={t('calls.title')} data-testid="call-panel" data-call-phase="idle">
        <CallLauncher onCall={(to) => controls.place(to)} onVideoCall={(to, resolution) => controls.placeVideo(to, undefined, resolution)} />
      </section>
    );
  }

  if (ambient) return <MonitorPanel controls={controls} />;

  const status = statusText(view);
  const ended = view.phase === 'declined' || view.phase === 'canceled' || view.phase === 'ended';
  const name = view.peerName || view.peer;
  const video = view.media === 'video';
  const toggleMute = () => {
    controls.setMuted(!muted);
    setMuted(!muted);
  };
  return (
    <section
      className={`calls-panel calls-panel--${view.phase}${video ? ' calls-panel--video' : ''}`}
      role={view.phase === 'incoming' ? 'alertdialog' : 'region'}
      aria-label={t(view.phase === 'incoming' ? 'calls.phase.incoming' : 'calls.title')}
      data-testid="call-panel"
      data-call-phase={view.phase}
      data-call-status={view.status ?? ''}
      data-media-up={view.mediaUp ? 'true' : 'false'}
      data-call-media={view.media}
      data-call-resolution={view.resolution ?? ''}
    >
      <p className="calls-panel__peer">
        <span className="calls-panel__name">{name}</span>
        {view.peerName && view.peerName !== view.peer ? <span className="calls-panel__id">{view.peer}</span> : null}
      </p>
      <p className="calls-panel__phase" data-testid="call-phase-text">
        {video ? `${t('videoCalls.call')} · ` : ''}
        {t(PHASE_TEXT[view.phase])}
      </p>
      {status ? (
        <p className="calls-panel__status" data-testid="call-status-text" role={ended ? 'status' : undefined}>
          {t(status)}
        </p>
      ) : null}
      {view.phase === 'connected' ? (
        <p className="calls-panel__timer" data-testid="call-timer">
          {formatCallTime(now - (view.connectedAt ?? now))}
          <span className="calls-panel__media">{t(video ? (view.mediaUp ? 'videoCalls.media.up' : 'videoCalls.media.connecting') : view.mediaUp ? 'calls.media.up' : 'calls.media.connecting')}</span>
        </p>
      ) : null}
      {video && pictures && !ended && view.phase !== 'incoming' ? <VideoCallView video={pictures} /> : null}
      <div ref={levelRef} className="calls-panel__level" data-testid="call-audio-level" data-audio-level="0" aria-hidden="true" />
      <div className="calls-panel__actions">
        {view.phase === 'incoming' ? (
          <>
            <Button variant="primary" onPress={controls.answer} data-testid="call-answer">
              {t('calls.answer')}
            </Button>
            <Button variant="danger" onPress={controls.decline} data-testid="call-decline">
              {t('calls.decline')}
            </Button>
          </>
        ) : null}
        {view.phase === 'connected' ? (
          <Button onPress={toggleMute} aria-pressed={muted} data-testid="call-mute">
            {t(muted ? 'videoCalls.unmute' : 'videoCalls.mute')}
          </Button>
        ) : null}
        {view.phase === 'connected' && handled ? (
          <Button onPress={() => setHandingOver(true)} data-testid="call-hand-over">
            {t('calls.handOver')}
          </Button>
        ) : null}
        {view.phase === 'connected' || (view.phase === 'connecting' && view.direction === 'incoming') ? (
          <Button variant="danger" onPress={controls.hangup} data-testid="call-hangup">
            {t('calls.hangup')}
          </Button>
        ) : null}
        {(view.phase === 'connecting' || view.phase === 'awaiting') && view.direction === 'outgoing' ? (
          <Button variant="danger" onPress={controls.hangup} data-testid="call-cancel">
            {t('calls.cancel')}
          </Button>
        ) : null}
        {ended ? (
          <Button onPress={controls.dismiss} data-testid="call-close">
            {t('calls.close')}
          </Button>
        ) : null}
      </div>
      {handingOver && handled ? (
        <HandOverDialog
          words={{ title: t('calls.handOver.title', { name: handled.terminalName }), to: t('calls.handOver.to'), none: t('calls.handOver.none'), submit: t('calls.handOver'), cancel: t('calls.cancel') }}
          testId="call-hand-over"
          onHandOver={async (to) => {
            const refusal = await controls.handOver(to);
            return refusal ? t(handOverFailureKey(refusal.desc), { code: refusal.code }) : null;
          }}
          onClose={() => setHandingOver(false)}
        />
      ) : null}
    </section>
  );
}
