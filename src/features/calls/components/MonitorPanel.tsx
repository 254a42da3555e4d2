import { useEffect, useRef } from 'react';
import { CallStatus, MONITOR_ALREADY, MONITOR_MAX_REACHED } from '../../../../protocol/index.ts';
import { useAtomValue } from '../../../state/jotai.ts';
import { Button, useT, type MessageKey } from '../../../ui/index.ts';
import { callViewAtom } from '../model/atoms.ts';
import type { CallControls } from '../model/callControls.ts';
import type { CallView } from '../model/model.ts';

/** How often the level meter refreshes. */
const TICK_MS = 250;

/** Why a monitoring ended, in the remote-control module's words; null for a normal stop. */
function endText(view: CallView): MessageKey | null {
  if (view.status === null || view.status === CallStatus.Ok || view.status === CallStatus.Cancel) return null;
  // A console is a dispatcher (socket login takes type 20 only): its 403 is SPEC §8 "already monitoring".
  if (view.status === MONITOR_ALREADY) return 'remoteControl.monitor.already';
  if (view.status === MONITOR_MAX_REACHED) return 'remoteControl.monitor.maxReached';
  if (view.status === CallStatus.Offline) return 'remoteControl.monitor.offline';
  if (view.status === CallStatus.Busy) return 'remoteControl.monitor.busy';
  if (view.status === CallStatus.NoStream) return 'remoteControl.monitor.noAudio';
  return 'remoteControl.monitor.failed';
}

/**
 * Environment monitoring under way (an 'ambient' call): "Listening to <name>", the live level of
 * what the terminal's microphone picks up, and Stop. Nothing is sent from here: no microphone, no
 * mute. The name is the platform's text, rendered as text.
 */
export function MonitorPanel({ controls }: { controls: CallControls }) {
  const t = useT();
  const view = useAtomValue(callViewAtom);
  const levelRef = useRef<HTMLDivElement | null>(null);
  const ended = view.phase === 'declined' || view.phase === 'canceled' || view.phase === 'ended';
  const name = view.peerName || view.peer;

  useEffect(() => {
    if (ended) return;
    const timer = setInterval(() => {
      const element = levelRef.current;
      if (!element) return;
      const level = controls.remoteLevel();
      element.dataset.audioLevel = level.toFixed(4);
      element.style.setProperty('--call-level', String(Math.min(1, level * 4)));
      element.setAttribute('aria-valuenow', String(Math.round(Math.min(1, level * 4) * 100)));
    }, TICK_MS);
    return () => clearInterval(timer);
  }, [ended, controls]);

  const why = ended ? endText(view) : null;
  let title: string;
  if (ended) title = t('remoteControl.monitor.ended', { name });
  else if (view.phase === 'connected') title = t('remoteControl.monitor.listening', { name });
  else title = t('remoteControl.monitor.connecting', { name });
  return (
    <section
      className={`calls-panel calls-panel--monitor calls-panel--${view.phase}`}
      aria-label={t('remoteControl.monitor.panel')}
      data-testid="monitor-panel"
      data-call-phase={view.phase}
      data-call-status={view.status ?? ''}
      data-media-up={view.mediaUp ? 'true' : 'false'}
    >
      <p className="calls-panel__peer" data-testid="monitor-title">
        {title}
      </p>
      {why ? (
        <p className="calls-panel__status" role="status" data-testid="monitor-status-text">
          {t(why, { code: String(view.status ?? '') })}
        </p>
      ) : null}
      {ended ? null : (
        <div
          ref={levelRef}
          className="calls-panel__level"
          role="meter"
          aria-label={t('remoteControl.monitor.level')}
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={0}
          data-testid="monitor-level"
          data-audio-level="0"
        />
      )}
      <div className="calls-panel__actions">
        {ended ? (
          <Button onPress={controls.dismiss} data-testid="monitor-close">
            {t('remoteControl.monitor.close')}
          </Button>
        ) : (
          <Button variant="danger" onPress={controls.hangup} data-testid="monitor-stop">
            {t('remoteControl.monitor.stop')}
          </Button>
        )}
      </div>
    </section>
  );
}
