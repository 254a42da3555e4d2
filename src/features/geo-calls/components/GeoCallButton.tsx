import { ToggleButton } from 'react-aria-components';
import { useAtom, useSetAtom } from '../../../state/jotai.ts';
import { useT } from '../../../ui/index.ts';
import { geoCallDraftAtom, geoCallPanelOpenAtom } from '../atoms.ts';

/** The map toolbar's geo-call tool: opens and closes the geo-call panel. */
export function GeoCallButton() {
  const t = useT();
  const [open, setOpen] = useAtom(geoCallPanelOpenAtom);
  const setDraft = useSetAtom(geoCallDraftAtom);
  return (
    <ToggleButton
      className="ui-button ui-button--ghost maps-tools__toggle"
      isSelected={open}
      onChange={(next) => {
        setOpen(next);
        if (!next) setDraft(null);
      }}
      data-testid="map-tool-geo-call"
    >
      {t('geoCalls.tool')}
    </ToggleButton>
  );
}
