import { ToggleButton } from 'react-aria-components';
import { useAtom, useSetAtom } from '../../../state/jotai.ts';
import { useT } from '../../../ui/index.ts';
import { editingFenceAtom, fenceDraftAtom, fencesPanelAtom } from '../atoms.ts';

/** The map toolbar's geo-fencing tool: opens and closes the fences panel. */
export function GeoFencesButton() {
  const t = useT();
  const [panel, setPanel] = useAtom(fencesPanelAtom);
  const setDraft = useSetAtom(fenceDraftAtom);
  const setEditing = useSetAtom(editingFenceAtom);
  return (
    <ToggleButton
      className="ui-button ui-button--ghost maps-tools__toggle"
      isSelected={panel.open}
      onChange={(open) => {
        setPanel({ open, tab: panel.tab });
        if (!open) {
          setDraft(null);
          setEditing(null);
        }
      }}
      data-testid="map-tool-geo-fences"
    >
      {t('geoFences.tool')}
    </ToggleButton>
  );
}
