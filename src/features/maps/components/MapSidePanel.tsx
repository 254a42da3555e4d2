import type { ReactNode } from 'react';
import { IconButton, useT } from '../../../ui/index.ts';
import { mapPanelFoldedAtom } from '../atoms.ts';
import { useAtom } from '../../../state/jotai.ts';

/**
 * The map's one side panel: tools, legend, alarms, lists and the terminal's card sit beside the map
 * instead of over it, so no terminal hides under a control. It folds to a rail for a wide map; the
 * fold is kept in browser storage (src/features/maps/atoms.ts).
 */
export function MapSidePanel({ children }: { readonly children: ReactNode }) {
  const t = useT();
  const [folded, setFolded] = useAtom(mapPanelFoldedAtom);
  return (
    <aside className="maps__side" data-testid="map-side-panel" data-folded={folded ? '' : undefined} aria-label={t('maps.panel.label')}>
      <div className="maps__side-bar">
        <IconButton
          icon="chevronRight"
          className="maps__side-fold"
          label={t(folded ? 'maps.panel.unfold' : 'maps.panel.fold')}
          aria-expanded={!folded}
          aria-controls="map-side-panel-body"
          data-testid="map-side-panel-fold"
          onPress={() => setFolded(!folded)}
        />
      </div>
      {!folded && (
        <div id="map-side-panel-body" className="maps__side-body">
          {children}
        </div>
      )}
    </aside>
  );
}
