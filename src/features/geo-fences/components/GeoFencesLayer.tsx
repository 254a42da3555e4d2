import { MapLibreOverlay } from '@deck.gl/maplibre';
import { useEffect } from 'react';
import { useControl } from 'react-map-gl/maplibre';
import { useAtom, useAtomValue } from '../../../state/jotai.ts';
import { editingFenceAtom, fenceDraftAtom, fenceDrawingAtom, fencesAtom } from '../atoms.ts';
import { draftLayers, fenceLayers } from '../layers/fenceLayers.ts';
import type { FenceDs } from '../model.ts';
import { useFenceList } from './GeoFencesPanel.tsx';
import { useShapeDrawing } from './useShapeDrawing.ts';

/**
 * The fences on the monitoring map (a child of it, with its own deck.gl overlay) and the drawing
 * of a new or edited one.
 */
export function GeoFencesLayer({ ds }: { ds: FenceDs }) {
  useFenceList(ds);
  const overlay = useControl(() => new MapLibreOverlay({ interleaved: false }));
  const fences = useAtomValue(fencesAtom);
  const editing = useAtomValue(editingFenceAtom);
  const drawing = useAtomValue(fenceDrawingAtom);
  const [draft, setDraft] = useAtom(fenceDraftAtom);
  useShapeDrawing(drawing, setDraft);

  useEffect(() => {
    // The fence being edited is drawn as the draft only.
    const shown = editing && drawing ? fences.filter((fence) => fence.fenceid !== editing.fenceid) : fences;
    overlay.setProps({ layers: [...fenceLayers(shown, editing?.fenceid ?? null), ...(drawing && draft ? draftLayers(draft) : [])] });
  }, [overlay, fences, editing, drawing, draft]);

  return null;
}
