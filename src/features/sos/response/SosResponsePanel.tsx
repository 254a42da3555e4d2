import { floorsAtom } from '../../../state/eventLog.ts';
import { useAtom, useAtomValue } from '../../../state/jotai.ts';
import { Button, useT } from '../../../ui/index.ts';
import { callViewAtom } from '../../calls/index.ts';
import { sosResponseAtom } from './atoms.ts';
import type { FloorOutcome, SosResponse } from './model.ts';
import { SosCameraView } from './SosCameraView.tsx';
import '../sos.css';
import type { SosResponseClient } from './useSosResponse.ts';

function floorText(t: ReturnType<typeof useT>, floor: FloorOutcome): string {
  switch (floor.kind) {
    case 'requesting':
      return t('sosWorkflow.response.floor.requesting');
    case 'granted':
      return t('sosWorkflow.response.floor.granted');
    case 'queued':
      return t('sosWorkflow.response.floor.queued');
    case 'denied':
      return t('sosWorkflow.response.floor.denied', { reason: floor.reason });
    case 'failed':
      return t('sosWorkflow.response.floor.failed', { code: floor.code });
    case 'released':
      return t('sosWorkflow.response.floor.released');
    case 'noGroup':
      return t('sosWorkflow.response.floor.noGroup');
  }
}

function cameraText(t: ReturnType<typeof useT>, camera: SosResponse['camera']): string | null {
  if (camera.kind === 'none') return t('sosWorkflow.response.camera.none');
  if (camera.kind === 'starting') return t('sosWorkflow.response.camera.starting');
  if (camera.kind === 'failed') return t('sosWorkflow.response.camera.failed', { code: camera.code });
  return null;
}

/**
 * The response to an SOS this dispatcher acknowledged, on every screen: how ambient listening goes,
 * the camera, the recent track (on the map), and the floor of the terminal's group, which the
 * dispatcher may give back. Closing stops the camera and gives the floor back.
 */
export function SosResponsePanel({ client }: { client: SosResponseClient }) {
  const t = useT();
  const [response, setResponse] = useAtom(sosResponseAtom);
  const call = useAtomValue(callViewAtom);
  const floors = useAtomValue(floorsAtom);
  if (!response) return null;
  const { msId, gid, floor, camera } = response;
  const listenPhase = call.peer === msId && call.media === 'ambient' ? call.phase : 'idle';
  const talker = gid === null ? '' : (floors.get(gid)?.talker?.msId ?? '');
  const releaseFloor = () => {
    if (gid === null) return;
    void client.command('floorRelease', { gid }).catch(() => undefined);
    setResponse({ ...response, floor: { kind: 'released' } });
  };
  const close = () => {
    if (camera.kind === 'live') void client.stopMonitor(camera.grant.monitorId).catch(() => undefined);
    if (floor.kind === 'granted' || floor.kind === 'queued') releaseFloor();
    setResponse(null);
  };
  const cameraNote = cameraText(t, camera);
  return (
    <section className="sos-response" data-testid="sos-response" data-alarm={response.alarmId} data-ms-id={msId} aria-label={t('sosWorkflow.response.title', { name: response.name })}>
      <strong className="sos-response__title">{t('sosWorkflow.response.title', { name: response.name })}</strong>
      <p data-testid="sos-response-listen" data-phase={listenPhase}>
        {response.listening ? t('sosWorkflow.response.listen') : t('sosWorkflow.response.listen.unavailable')}
      </p>
      <div data-testid="sos-response-camera" data-state={camera.kind}>
        <span>{t('sosWorkflow.response.camera')}</span>
        {camera.kind === 'live' ? <SosCameraView grant={camera.grant} label={t('sosWorkflow.response.camera')} /> : null}
        {cameraNote ? <span className="sos-response__note">{cameraNote}</span> : null}
      </div>
      <p data-testid="sos-response-track">{t('sosWorkflow.response.track')}</p>
      <p data-testid="sos-response-floor" data-state={floor.kind} data-gid={gid ?? ''} data-talker={talker}>
        {gid === null ? null : <span>{t('sosWorkflow.response.floor', { group: response.groupName })}: </span>}
        {floorText(t, floor)}
      </p>
      <span className="sos-response__actions">
        {floor.kind === 'granted' ? (
          <Button variant="ghost" onPress={releaseFloor} data-testid="sos-response-release">
            {t('sosWorkflow.response.releaseFloor')}
          </Button>
        ) : null}
        <Button variant="ghost" onPress={close} data-testid="sos-response-close">
          {t('sosWorkflow.response.close')}
        </Button>
      </span>
    </section>
  );
}
