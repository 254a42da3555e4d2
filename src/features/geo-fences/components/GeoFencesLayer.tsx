import { useMemo } from 'react';
import { useAtom, useAtomValue } from '../../../state/jotai.ts';
import { MAP_LAYER_ORDER, useMapLayers } from '../../maps/index.ts';
import { editingFenceAtom, fenceDraftAtom, fenceDrawingAtom, fencesAtom } from '../atoms.ts';
import { draftLayers, fenceLayers } from '../layers/fenceLayers.ts';
import type { FenceDs } from '../model.ts';
import { useFenceList } from './GeoFencesPanel.tsx';
import { useShapeDrawing } from './useShapeDrawing.ts';

const NO_LAYERS: readonly never[] = [];

/**
 * The fences on the monitoring map (a child of it, drawn on the map's deck.gl overlay below the
 * terminals) and the drawing of a new or edited one (above them).
 */
export function GeoFencesLayer({ ds }: { ds: FenceDs }) {
  useFenceList(ds);
  const fences = useAtomValue(fencesAtom);
  const editing = useAtomValue(editingFenceAtom);
  const drawing = useAtomValue(fenceDrawingAtom);
  const [draft, setDraft] = useAtom(fenceDraftAtom);
  useShapeDrawing(drawing, setDraft);

  const editingId = editing?.fenceid ?? null;
  const shown = useMemo(() => {
    // The fence being edited is drawn as the draft only.
    const others = editingId !== null && drawing ? fences.filter((fence) => fence.fenceid !== editingId) : fences;
    return fenceLayers(others, editingId);
  }, [fences, editingId, drawing]);
  const drafted = useMemo(() => (drawing && draft ? draftLayers(draft) : NO_LAYERS), [drawing, draft]);
  useMapLayers('geo-fences', shown, MAP_LAYER_ORDER.fences);
  useMapLayers('geo-fence-draft', drafted, MAP_LAYER_ORDER.drafts);

  return null;
}
