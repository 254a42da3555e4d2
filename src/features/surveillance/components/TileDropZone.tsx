import type { DragEvent, ReactNode } from 'react';
import { TERMINAL_DRAG_TYPE } from '../terminalMonitor.ts';
import { CAMERA_DRAG_TYPE } from './VideoTile.tsx';

type TileDropZoneProps = {
  index: number;
  /** A terminal tile takes cameras too (it has no drop handling of its own). */
  holdsTerminal: boolean;
  onDropTerminal: (msId: string, tile: number) => void;
  onDropCamera: (cameraId: string, tile: number) => void;
  children: ReactNode;
};

/**
 * Takes terminals dropped on a tile, whatever it shows; a camera tile keeps its own camera drops.
 * It makes no box of its own (display: contents), so the wall's grid still places the tiles.
 */
export function TileDropZone({ index, holdsTerminal, onDropTerminal, onDropCamera, children }: TileDropZoneProps) {
  const accepts = (event: DragEvent) => event.dataTransfer.types.includes(TERMINAL_DRAG_TYPE) || (holdsTerminal && event.dataTransfer.types.includes(CAMERA_DRAG_TYPE));
  return (
    <div
      className="surveillance-tile-zone"
      onDragOver={(event) => {
        if (accepts(event)) event.preventDefault();
      }}
      onDrop={(event) => {
        const msId = event.dataTransfer.getData(TERMINAL_DRAG_TYPE);
        const cameraId = holdsTerminal ? event.dataTransfer.getData(CAMERA_DRAG_TYPE) : '';
        if (!msId && !cameraId) return;
        event.preventDefault();
        if (msId) onDropTerminal(msId, index);
        else onDropCamera(cameraId, index);
      }}
    >
      {children}
    </div>
  );
}
