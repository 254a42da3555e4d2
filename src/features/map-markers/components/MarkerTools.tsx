import { ToggleButton, Toolbar } from 'react-aria-components';
import type { MarkerKind } from '../../../../protocol/index.ts';
import { store, useAtomValue } from '../../../state/jotai.ts';
import { Button, useT, type MessageKey } from '../../../ui/index.ts';
import { markerDraftAtom, markerEditAtom } from '../atoms.ts';
import { isComplete, missingVertices, startDraft, undoVertex } from '../model/drawing.ts';

const KIND_LABEL: Record<MarkerKind, MessageKey> = { point: 'markers.tool.point', line: 'markers.tool.line', shape: 'markers.tool.shape' };
const KIND_HINT: Record<MarkerKind, MessageKey> = { point: 'markers.hint.point', line: 'markers.hint.line', shape: 'markers.hint.shape' };

type MarkerToolsProps = {
  readonly layersOpen: boolean;
  readonly onLayers: (open: boolean) => void;
};

/** SPEC §2 map tools "markers (point, line, shape)" and "layers": draw a marker by clicks, open the layers panel. */
export function MarkerTools({ layersOpen, onLayers }: MarkerToolsProps) {
  const t = useT();
  const draft = useAtomValue(markerDraftAtom);
  const choose = (kind: MarkerKind) => (on: boolean) => store.set(markerDraftAtom, on ? startDraft(kind) : null);
  const finish = () => {
    if (!draft || !isComplete(draft)) return;
    store.set(markerDraftAtom, null);
    store.set(markerEditAtom, { kind: 'new', draft });
  };
  return (
    <>
      <Toolbar className="maps-tools" aria-label={t('markers.tools.label')} data-testid="marker-tools">
        {(['point', 'line', 'shape'] as const).map((kind) => (
          <ToggleButton
            key={kind}
            className="ui-button ui-button--ghost maps-tools__toggle"
            isSelected={draft?.kind === kind}
            onChange={choose(kind)}
            data-testid={`marker-tool-${kind}`}
          >
            {t(KIND_LABEL[kind])}
          </ToggleButton>
        ))}
        <ToggleButton className="ui-button ui-button--ghost maps-tools__toggle" isSelected={layersOpen} onChange={onLayers} data-testid="map-tool-layers">
          {t('markers.tool.layers')}
        </ToggleButton>
      </Toolbar>
      {draft && (
        <section className="map-markers__drawing" aria-label={t(KIND_LABEL[draft.kind])} data-testid="marker-drawing" data-vertices={draft.points.length}>
          <p>{t(KIND_HINT[draft.kind])}</p>
          {draft.kind !== 'point' && <p data-testid="marker-vertices">{t('markers.hint.vertices', { count: draft.points.length, missing: missingVertices(draft) })}</p>}
          <div className="map-markers__actions">
            {draft.kind !== 'point' && (
              <>
                <Button variant="ghost" onPress={() => store.set(markerDraftAtom, undoVertex(draft))} isDisabled={draft.points.length === 0}>
                  {t('markers.draw.undo')}
                </Button>
                <Button variant="primary" onPress={finish} isDisabled={!isComplete(draft)} data-testid="marker-finish">
                  {t(draft.kind === 'shape' ? 'markers.draw.close' : 'markers.draw.finish')}
                </Button>
              </>
            )}
            <Button variant="ghost" onPress={() => store.set(markerDraftAtom, null)} data-testid="marker-cancel-draw">
              {t('markers.draw.cancel')}
            </Button>
          </div>
        </section>
      )}
    </>
  );
}
