import type { ReactNode } from 'react';
import { ToggleButton, Toolbar } from 'react-aria-components';
import { SelectField, useT, type MessageKey } from '../../../ui/index.ts';
import { MAP_THEMES, type MapTheme } from '../basemap/mapThemes.ts';

const THEME_LABELS: Record<MapTheme, MessageKey> = {
  normal: 'maps.theme.normal',
  dark: 'maps.theme.dark',
  moonlight: 'maps.theme.moonlight',
  phantom: 'maps.theme.phantom',
};

export type MapToolState = {
  readonly roadNet: boolean;
  /** Null when the chosen tile source has no imagery: the switch is not shown at all. */
  readonly satellite: boolean | null;
  readonly eagleEye: boolean;
  readonly ranging: boolean;
  readonly theme: MapTheme;
};

type MapToolbarProps = MapToolState & {
  readonly onRoadNet: (on: boolean) => void;
  readonly onSatellite: (on: boolean) => void;
  readonly onEagleEye: (on: boolean) => void;
  readonly onRanging: (on: boolean) => void;
  readonly onTheme: (theme: MapTheme) => void;
  /** Tools of other modules (geo-fencing), after ranging. */
  readonly children?: ReactNode;
};

function Tool({ label, on, onChange, testId }: { label: string; on: boolean; onChange: (on: boolean) => void; testId: string }) {
  return (
    <ToggleButton className="ui-button ui-button--ghost maps-tools__toggle" isSelected={on} onChange={onChange} data-testid={testId}>
      {label}
    </ToggleButton>
  );
}

/** SPEC §2 map tools: road net, satellite, eagle eye, ranging, and the map theme. */
export function MapToolbar(props: MapToolbarProps) {
  const t = useT();
  return (
    <Toolbar className="maps-tools" aria-label={t('maps.tools.label')} data-testid="map-tools">
      <Tool label={t('maps.tools.roadNet')} on={props.roadNet} onChange={props.onRoadNet} testId="map-tool-road-net" />
      {props.satellite !== null && <Tool label={t('maps.tools.satellite')} on={props.satellite} onChange={props.onSatellite} testId="map-tool-satellite" />}
      <Tool label={t('maps.tools.eagleEye')} on={props.eagleEye} onChange={props.onEagleEye} testId="map-tool-eagle-eye" />
      <Tool label={t('maps.tools.ranging')} on={props.ranging} onChange={props.onRanging} testId="map-tool-ranging" />
      {props.children}
      <SelectField
        label={t('maps.theme')}
        value={props.theme}
        options={MAP_THEMES.map((theme) => ({ value: theme, label: t(THEME_LABELS[theme]) }))}
        onChange={props.onTheme}
        testId="map-theme"
      />
    </Toolbar>
  );
}
