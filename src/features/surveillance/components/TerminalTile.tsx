import { useEffect, useRef, useState } from 'react';
import type { MonitorGrant } from '../../../../protocol/index.ts';
import { Button, useT, type MessageKey } from '../../../ui/index.ts';
import { STREAM_FAILURE_KEY } from '../model.ts';
import { grantSource, useStreamPlayer } from '../useStreamPlayer.ts';
import { failureCodeOf, monitorFailureKey, type MonitorClient } from '../terminalMonitor.ts';

type TerminalTileProps = {
  index: number;
  msId: string;
  name: string;
  client: MonitorClient;
  /** The platform refused: the tile leaves the wall and the page says why. */
  onRefused: (tile: number, message: MessageKey, code: string) => void;
  onClose: (tile: number) => void;
};

type Phase = { kind: 'starting' } | { kind: 'live'; grant: MonitorGrant } | { kind: 'ended'; status: number };

/**
 * One tile showing a terminal's camera: asks the platform to monitor it while the tile is on the
 * wall, watches the mount point it gets (Janus Streaming, receive only), and stops the monitor when
 * the tile goes. The platform may end it first (the terminal went offline): the tile says so.
 */
export function TerminalTile({ index, msId, name, client, onRefused, onClose }: TerminalTileProps) {
  const t = useT();
  const video = useRef<HTMLVideoElement>(null);
  const [phase, setPhase] = useState<Phase>({ kind: 'starting' });
  const refused = useRef(onRefused);
  refused.current = onRefused;

  // The monitor lives as long as the tile shows this terminal.
  useEffect(() => {
    let current = true;
    let monitorId: string | null = null;
    setPhase({ kind: 'starting' });
    client.start(msId).then(
      (grant) => {
        monitorId = grant.monitorId;
        if (current) setPhase({ kind: 'live', grant });
        else void client.stop(grant.monitorId).catch(() => undefined);
      },
      (error: unknown) => {
        const code = failureCodeOf(error);
        if (current) refused.current(index, monitorFailureKey(code), code);
      },
    );
    const ended = client.ended$.subscribe((frame) => {
      if (frame.monitorId !== monitorId) return;
      monitorId = null;
      if (current) setPhase({ kind: 'ended', status: frame.status });
    });
    return () => {
      current = false;
      ended.unsubscribe();
      if (monitorId !== null) void client.stop(monitorId).catch(() => undefined);
    };
  }, [client, msId, index]);

  const grant = phase.kind === 'live' ? phase.grant : null;
  const failure = useStreamPlayer(video, grant && grantSource(grant), grant);

  const notice =
    phase.kind === 'starting'
      ? t('terminalMonitor.starting')
      : phase.kind === 'ended'
        ? phase.status === 101
          ? t('terminalMonitor.ended.offline')
          : t('terminalMonitor.ended.other', { code: phase.status })
        : failure
          ? t(STREAM_FAILURE_KEY[failure])
          : null;

  return (
    <div className="surveillance-tile surveillance-tile--terminal" data-testid={`surveillance-tile-${index}`} data-terminal={msId} data-phase={phase.kind} data-failure={failure ?? ''} data-ended={phase.kind === 'ended' ? phase.status : ''}>
      {phase.kind === 'live' ? <video ref={video} className="surveillance-tile__video" muted playsInline autoPlay data-testid="surveillance-terminal-video" /> : null}
      {notice ? (
        <p className="surveillance-tile__error" role={phase.kind === 'starting' ? 'status' : 'alert'} data-testid={`surveillance-tile-error-${index}`}>
          {notice}
        </p>
      ) : null}
      {/* After the notice, so Stop stays on top of it. */}
      <div className="surveillance-tile__bar">
        <span className="surveillance-tile__name">{t('terminalMonitor.label', { name })}</span>
        <Button variant="ghost" onPress={() => onClose(index)} data-testid={`surveillance-terminal-stop-${index}`}>
          {t('terminalMonitor.stop')}
        </Button>
      </div>
    </div>
  );
}
