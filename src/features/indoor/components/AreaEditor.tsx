import { useState } from 'react';
import { scaleFrom, toMetres, type IndoorArea, type Point } from '../../../../protocol/index.ts';
import { Button, Switch, TextField, useT, type MessageKey } from '../../../ui/index.ts';
import { numberOf, updateArea, type IndoorDs } from '../model/model.ts';
import { AdvancedSettings } from './AdvancedSettings.tsx';
import { BeaconEditor } from './BeaconEditor.tsx';
import { BlueprintUpload } from './BlueprintUpload.tsx';
import { BlueprintView } from './BlueprintView.tsx';

type Tool = 'none' | 'origin' | 'endPoint' | 'scale' | 'border' | 'beacon' | 'moveBeacon';

const HINT: Record<Tool, MessageKey | null> = {
  none: null,
  origin: 'indoor.hint.origin',
  endPoint: 'indoor.hint.endPoint',
  scale: 'indoor.hint.scale',
  border: 'indoor.hint.border',
  beacon: 'indoor.hint.beacon',
  moveBeacon: 'indoor.hint.moveBeacon',
};

/** SPEC §2 indoor area editor: upload blueprint, set origin, end point, scale and border, debug mode, beacons, advanced settings. */
export function AreaEditor({ ds, area, onSaved }: { ds: IndoorDs; area: IndoorArea; onSaved: (area: IndoorArea) => void }) {
  const t = useT();
  const [tool, setTool] = useState<Tool>('none');
  const [draft, setDraft] = useState<Point[]>([]);
  const [distance, setDistance] = useState('');
  const [failure, setFailure] = useState<string | null>(null);
  const [debug, setDebug] = useState(false);
  const [placed, setPlaced] = useState<{ key: number; x: number; y: number } | null>(null);
  const [moving, setMoving] = useState<number | null>(null);
  const [moved, setMoved] = useState<{ key: number; x: number; y: number } | null>(null);
  const { blueprint } = area;
  const frame = area.origin && area.scale ? { origin: area.origin, scale: area.scale } : null;

  const choose = (next: Tool) => {
    setTool(tool === next ? 'none' : next);
    setDraft([]);
    setDistance('');
    setFailure(null);
  };
  const save = async (change: Omit<Parameters<typeof updateArea>[1], 'id'>) => {
    const result = await updateArea(ds, { id: area.id, ...change });
    if (!result.ok) return setFailure(t(result.error));
    setFailure(null);
    setTool('none');
    setDraft([]);
    if (result.area) onSaved(result.area);
  };
  const onPoint = (pixel: Point) => {
    if (tool === 'origin') return void save({ origin: pixel });
    if (tool === 'endPoint') return void save({ endPoint: pixel });
    if (tool === 'scale') return setDraft((before) => (before.length >= 2 ? [pixel] : [...before, pixel]));
    if (tool === 'border') return setDraft((before) => [...before, pixel]);
    if (!frame) return setFailure(t('indoor.error.frameFirst'));
    const metres = toMetres(pixel, frame.origin, frame.scale);
    if (tool === 'beacon') setPlaced((before) => ({ key: (before?.key ?? 0) + 1, ...metres }));
    if (tool === 'moveBeacon' && moving !== null) {
      setMoved({ key: moving, ...metres });
      setMoving(null);
      setTool('none');
    }
  };
  const saveScale = () => {
    const metres = numberOf(distance);
    const scale = draft.length === 2 && metres !== null ? scaleFrom(draft[0]!, draft[1]!, metres) : null;
    if (scale === null) return setFailure(t('indoor.error.distance'));
    void save({ scale });
  };
  const toolButton = (id: Tool, label: MessageKey) => (
    <Button variant={tool === id ? 'primary' : 'ghost'} onPress={() => choose(id)} isDisabled={!blueprint} data-testid={`indoor-tool-${id}`}>
      {t(label)}
    </Button>
  );

  return (
    <div className="indoor-editor" data-testid="indoor-editor" data-area-id={area.id} data-scale={area.scale ?? ''}>
      <div className="indoor-toolbar" role="toolbar" aria-label={t('indoor.tools')}>
        <BlueprintUpload ds={ds} area={area} onSaved={onSaved} />
        {toolButton('origin', 'indoor.tool.origin')}
        {toolButton('endPoint', 'indoor.tool.endPoint')}
        {toolButton('scale', 'indoor.tool.scale')}
        {toolButton('border', 'indoor.tool.border')}
        {toolButton('beacon', 'indoor.tool.beacon')}
        <Switch isSelected={debug} onChange={setDebug} testId="indoor-debug">
          {t('indoor.tool.debug')}
        </Switch>
      </div>
      <p className="indoor-frame" data-testid="indoor-frame">
        {frame ? t('indoor.frame', { scale: Math.round(frame.scale * 100) / 100 }) : t('indoor.frameMissing')}
      </p>
      {HINT[tool] ? <p className="indoor-hint">{t(HINT[tool])}</p> : null}
      {tool === 'scale' && draft.length === 2 ? (
        <div className="indoor-inline">
          <TextField label={t('indoor.scale.distance')} value={distance} onChange={setDistance} testId="indoor-scale-distance" />
          <Button variant="primary" onPress={saveScale} data-testid="indoor-scale-save">
            {t('indoor.save')}
          </Button>
        </div>
      ) : null}
      {tool === 'border' ? (
        <div className="indoor-inline">
          <Button variant="primary" onPress={() => (draft.length >= 3 ? void save({ border: draft }) : setFailure(t('indoor.error.border.tooFew')))} data-testid="indoor-border-finish">
            {t('indoor.border.finish')}
          </Button>
          <Button variant="ghost" onPress={() => void save({ border: [] })} data-testid="indoor-border-clear">
            {t('indoor.border.clear')}
          </Button>
        </div>
      ) : null}
      {failure ? (
        <p className="ui-field__error" role="alert" data-testid="indoor-error">
          {failure}
        </p>
      ) : null}
      {blueprint ? (
        <BlueprintView area={{ ...area, blueprint }} draft={draft} draftKind={tool === 'scale' || tool === 'border' ? tool : null} debug={debug} onPoint={tool === 'none' ? null : onPoint} />
      ) : (
        <p className="indoor-empty" data-testid="indoor-no-blueprint">
          {t('indoor.noBlueprint')}
        </p>
      )}
      <div className="indoor-panels">
        <BeaconEditor
          key={`${area.id}:${JSON.stringify(area.beacons)}`}
          ds={ds}
          area={area}
          onSaved={onSaved}
          placed={placed}
          moving={moving}
          moved={moved}
          onMove={(key) => {
            setMoving(key);
            setTool(key === null ? 'none' : 'moveBeacon');
          }}
        />
        <AdvancedSettings key={`settings:${area.id}`} ds={ds} area={area} onSaved={onSaved} />
      </div>
    </div>
  );
}
