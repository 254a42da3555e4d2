import { useState } from 'react';
import type { Camera } from '../../../protocol/index.ts';
import { Button, SelectField, useAsyncEffect, useT } from '../../ui/index.ts';
import { CameraDialog } from './components/CameraDialog.tsx';
import { DeleteCameraDialog } from './components/DeleteCameraDialog.tsx';
import { CAMERA_DRAG_TYPE, VideoTile } from './components/VideoTile.tsx';
import { TerminalList } from './components/TerminalList.tsx';
import { TerminalTile } from './components/TerminalTile.tsx';
import { TileDropZone } from './components/TileDropZone.tsx';
import { terminalKey, terminalOfKey, type MonitorClient } from './terminalMonitor.ts';
import { terminalsAtom } from '../../state/eventLog.ts';
import { useAtomValue } from '../../state/jotai.ts';
import { emptyWall, LAYOUTS, loadCameras, placeCamera, pruneWall, type CameraDs, type CameraList, type Layout, type Wall } from './model.ts';
import './surveillance.css';

/**
 * Video surveillance (SPEC §2 /video-surveillances/video-surveillance): the organisation's cameras
 * (add, edit, delete; the list reloads after each) and a wall of 1, 4, 9 or 16 tiles. A camera is
 * dragged onto a tile or shown on the first free one; each tile plays it by its protocol. `show` is
 * a terminal whose camera the wall opens with.
 */
export function SurveillancePage({ ds, monitors, show = null }: { ds: CameraDs; monitors: MonitorClient; show?: string | null }) {
  const t = useT();
  const terminals = useAtomValue(terminalsAtom);
  const [list, setList] = useState<CameraList | null>(null);
  const [failed, setFailed] = useState(false);
  const [layout, setLayout] = useState<Layout>(4);
  // A terminal's "video monitor" operation opens the wall with its camera on the first tile.
  const [wall, setWall] = useState<Wall>(() => {
    const placed = show ? placeCamera(emptyWall(), 4, terminalKey(show), null) : null;
    return placed?.ok ? placed.wall : emptyWall();
  });
  const [notice, setNotice] = useState<string | null>(null);
  const [editing, setEditing] = useState<{ camera: Camera | null } | null>(null);
  const [deleting, setDeleting] = useState<Camera | null>(null);

  useAsyncEffect(() => loadCameras(ds), setList, () => setFailed(true), [ds]);

  const reloaded = (next: CameraList) => {
    setList(next);
    setWall((before) => pruneWall(before, next.cameras));
  };
  const place = (cameraId: string, tile: number | null) => {
    const result = placeCamera(wall, layout, cameraId, tile);
    if (!result.ok) return setNotice(t(result.error === 'alreadyMonitoring' ? 'surveillance.error.alreadyMonitoring' : 'surveillance.error.maxMonitored'));
    setNotice(null);
    setWall(result.wall);
  };
  // A terminal's camera (docs/protocol.md "Terminal camera monitoring"): its tile starts the monitor.
  const placeTerminal = (msId: string, tile: number | null) => {
    const result = placeCamera(wall, layout, terminalKey(msId), tile);
    if (!result.ok) return setNotice(t(result.error === 'alreadyMonitoring' ? 'terminalMonitor.error.alreadyMonitoring' : 'terminalMonitor.error.maxMonitored'));
    setNotice(null);
    setWall(result.wall);
  };
  const clearTile = (tile: number) => setWall((before) => before.map((id, at) => (at === tile ? null : id)));
  const byId = new Map((list?.cameras ?? []).map((camera) => [camera.id, camera]));

  return (
    <section className="surveillance-page" data-testid="surveillance-page" aria-busy={list === null && !failed}>
      <aside className="surveillance-cameras">
        <header className="surveillance-cameras__header">
          <h1 className="surveillance-page__title">{t('surveillance.title')}</h1>
          <Button variant="primary" onPress={() => setEditing({ camera: null })} data-testid="camera-add">
            {t('surveillance.add')}
          </Button>
        </header>
        {list ? (
          <p className="surveillance-cameras__count" data-testid="camera-count">
            {t('surveillance.count', { count: list.cameras.length, max: list.max })}
          </p>
        ) : null}
        {failed ? <p role="alert">{t('surveillance.loadFailed')}</p> : null}
        {list && list.cameras.length === 0 ? <p>{t('surveillance.empty')}</p> : null}
        {list && list.cameras.length > 0 ? <p className="surveillance-cameras__hint">{t('surveillance.dragHint')}</p> : null}
        <ul className="surveillance-cameras__list" data-testid="camera-list">
          {list?.cameras.map((camera) => (
            <li
              key={camera.id}
              className="surveillance-camera"
              draggable
              onDragStart={(event) => {
                event.dataTransfer.setData(CAMERA_DRAG_TYPE, camera.id);
                event.dataTransfer.effectAllowed = 'copy';
              }}
              data-testid="camera-row"
              data-camera={camera.id}
            >
              <span className="surveillance-camera__name">{camera.name}</span>
              <span className="surveillance-camera__protocol">{t(`surveillance.protocol.${camera.protocol}`)}</span>
              <span className="surveillance-camera__actions">
                <Button variant="ghost" onPress={() => place(camera.id, null)} data-testid="camera-show">
                  {t('surveillance.show')}
                </Button>
                <Button variant="ghost" onPress={() => setEditing({ camera })} data-testid="camera-edit">
                  {t('surveillance.edit')}
                </Button>
                <Button variant="ghost" onPress={() => setDeleting(camera)} data-testid="camera-delete">
                  {t('surveillance.delete')}
                </Button>
              </span>
            </li>
          ))}
        </ul>
        <TerminalList onMonitor={(msId) => placeTerminal(msId, null)} />
      </aside>
      <div className="surveillance-wall-area">
        <header className="surveillance-wall-area__header">
          <SelectField<`${Layout}`>
            label={t('surveillance.layout')}
            value={`${layout}`}
            onChange={(value) => setLayout(Number(value) as Layout)}
            options={LAYOUTS.map((count) => ({ value: `${count}`, label: t('surveillance.layoutTiles', { count }) }))}
            testId="surveillance-layout"
          />
          {notice ? (
            <p className="surveillance-notice" role="alert" data-testid="surveillance-notice">
              {notice}
            </p>
          ) : null}
        </header>
        <div className={`surveillance-wall surveillance-wall--${layout}`} data-testid="surveillance-wall">
          {wall.slice(0, layout).map((cameraId, index) => {
            const msId = terminalOfKey(cameraId);
            return (
              <TileDropZone key={index} index={index} holdsTerminal={msId !== null} onDropTerminal={placeTerminal} onDropCamera={place}>
                {msId !== null ? (
                  <TerminalTile
                    index={index}
                    msId={msId}
                    name={terminals.get(msId)?.msName ?? msId}
                    client={monitors}
                    onRefused={(tile, message, code) => {
                      clearTile(tile);
                      setNotice(t(message, { code }));
                    }}
                    onClose={clearTile}
                  />
                ) : (
                  <VideoTile
                    ds={ds}
                    index={index}
                    camera={cameraId === null ? null : (byId.get(cameraId) ?? null)}
                    onDropCamera={place}
                    onClose={clearTile}
                  />
                )}
              </TileDropZone>
            );
          })}
        </div>
      </div>
      {editing ? <CameraDialog ds={ds} camera={editing.camera} onClose={() => setEditing(null)} onSaved={reloaded} /> : null}
      {deleting ? <DeleteCameraDialog ds={ds} camera={deleting} onClose={() => setDeleting(null)} onDeleted={reloaded} /> : null}
    </section>
  );
}
