import { useEffect, useRef, type MouseEvent } from 'react';
import { borderInMetres, toPixel, type IndoorArea, type Point } from '../../../../protocol/index.ts';
import { store } from '../../../state/jotai.ts';
import { terminalsAtom } from '../../../state/eventLog.ts';
import { indoorFixFeed } from '../model/fixFeed.ts';
import { TerminalLayer } from '../model/terminalLayer.ts';

type Props = {
  area: IndoorArea & { blueprint: NonNullable<IndoorArea['blueprint']> };
  /** Points of a tool in progress (scale's two, the border's corners), in blueprint pixels. */
  draft: readonly Point[];
  draftKind: 'scale' | 'border' | null;
  debug: boolean;
  /** A click on the blueprint, in its pixels (rounded). */
  onPoint: ((pixel: Point) => void) | null;
};

const nameOf = (msId: string) => store.get(terminalsAtom).get(msId)?.msName ?? msId;

/** The blueprint with the area's frame, border, beacons and the live terminals (SVG in the image's own pixels). */
export function BlueprintView({ area, draft, draftKind, debug, onPoint }: Props) {
  const svgRef = useRef<SVGSVGElement>(null);
  const layerRef = useRef<SVGGElement>(null);
  const { blueprint, origin, endPoint, scale } = area;
  const unit = Math.max(4, Math.max(blueprint.width, blueprint.height) / 100);

  useEffect(() => {
    const root = layerRef.current;
    if (!root) return;
    const layer = new TerminalLayer(root, area, nameOf, debug);
    const redraw = () => {
      layer.clear();
      for (const fix of indoorFixFeed.inArea(area.id)) layer.draw(fix);
    };
    redraw();
    const stop = indoorFixFeed.subscribe((fix) => layer.draw(fix), redraw);
    return () => {
      stop();
      layer.clear();
    };
  }, [area, debug]);

  const click = (event: MouseEvent<SVGSVGElement>) => {
    const svg = svgRef.current;
    const matrix = svg?.getScreenCTM();
    if (!svg || !matrix || !onPoint) return;
    const p = new DOMPoint(event.clientX, event.clientY).matrixTransform(matrix.inverse());
    onPoint({ x: Math.round(p.x), y: Math.round(p.y) });
  };

  const frame = origin && scale ? { origin, scale } : null;
  const border = frame ? borderInMetres(area).map((p) => toPixel(p, frame.origin, frame.scale)) : area.border;
  const beacons = frame ? area.beacons.map((beacon) => ({ ...beacon, at: toPixel(beacon, frame.origin, frame.scale) })) : [];

  return (
    <svg
      ref={svgRef}
      className={onPoint ? 'indoor-blueprint indoor-blueprint--picking' : 'indoor-blueprint'}
      viewBox={`0 0 ${blueprint.width} ${blueprint.height}`}
      style={{ width: blueprint.width, maxWidth: '100%' }}
      data-testid="indoor-blueprint"
      data-width={blueprint.width}
      data-height={blueprint.height}
      onClick={click}
    >
      <image href={blueprint.url} width={blueprint.width} height={blueprint.height} />
      {border.length >= 3 ? <polygon className="indoor-border" points={border.map((p) => `${p.x},${p.y}`).join(' ')} data-testid="indoor-border" data-points={border.length} /> : null}
      {origin ? (
        <g className="indoor-origin" data-testid="indoor-origin" data-x={origin.x} data-y={origin.y}>
          <line x1={origin.x} y1={origin.y} x2={origin.x + unit * 5} y2={origin.y} />
          <line x1={origin.x} y1={origin.y} x2={origin.x} y2={origin.y - unit * 5} />
          <circle cx={origin.x} cy={origin.y} r={unit * 0.8} />
        </g>
      ) : null}
      {endPoint ? <rect className="indoor-end" data-testid="indoor-end" data-x={endPoint.x} data-y={endPoint.y} x={endPoint.x - unit} y={endPoint.y - unit} width={unit * 2} height={unit * 2} /> : null}
      {beacons.map((beacon) => (
        <g key={beacon.id} className="indoor-beacon" data-testid="indoor-beacon" data-id={beacon.id} data-px={beacon.at.x} data-py={beacon.at.y}>
          <polygon points={`${beacon.at.x},${beacon.at.y - unit} ${beacon.at.x + unit},${beacon.at.y + unit} ${beacon.at.x - unit},${beacon.at.y + unit}`} />
          {debug ? (
            <text x={beacon.at.x + unit * 1.2} y={beacon.at.y - unit} fontSize={unit * 2}>
              {beacon.id}
            </text>
          ) : null}
        </g>
      ))}
      {draftKind === 'border' && draft.length > 0 ? <polyline className="indoor-draft" points={draft.map((p) => `${p.x},${p.y}`).join(' ')} data-testid="indoor-draft" /> : null}
      {draftKind === 'scale' ? draft.map((p, i) => <circle key={i} className="indoor-draft-point" cx={p.x} cy={p.y} r={unit * 0.6} data-testid="indoor-scale-point" />) : null}
      {draftKind === 'scale' && draft.length === 2 ? <line className="indoor-draft" x1={draft[0]!.x} y1={draft[0]!.y} x2={draft[1]!.x} y2={draft[1]!.y} /> : null}
      <g ref={layerRef} />
    </svg>
  );
}
