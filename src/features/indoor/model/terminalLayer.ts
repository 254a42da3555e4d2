import { toPixel, type IndoorArea, type IndoorFix } from '../../../../protocol/index.ts';

const SVG = 'http://www.w3.org/2000/svg';

/**
 * The live terminals on a blueprint, drawn straight into an SVG group: a fix moves one marker by
 * its transform, with no React render. Names are set as text content (text from the network is text).
 */
export class TerminalLayer {
  private readonly markers = new Map<string, { group: SVGGElement; marker: SVGGElement; debug: SVGGElement }>();

  constructor(
    private readonly root: SVGGElement,
    private readonly area: IndoorArea,
    private readonly nameOf: (msId: string) => string,
    private readonly debug: boolean,
  ) {}

  /** Marker radius in blueprint pixels: about 1 % of the larger side. */
  private get radius(): number {
    return Math.max(4, Math.max(this.area.blueprint?.width ?? 0, this.area.blueprint?.height ?? 0) / 100);
  }

  draw(fix: IndoorFix): void {
    const { origin, scale } = this.area;
    if (fix.areaId !== this.area.id) return this.erase(fix.msId);
    if (!origin || !scale) return;
    const at = toPixel(fix, origin, scale);
    const entry = this.markers.get(fix.msId) ?? this.create(fix.msId);
    entry.group.dataset.x = String(fix.x);
    entry.group.dataset.y = String(fix.y);
    entry.group.dataset.px = at.x.toFixed(2);
    entry.group.dataset.py = at.y.toFixed(2);
    entry.marker.setAttribute('transform', `translate(${at.x} ${at.y})`);
    entry.debug.replaceChildren();
    if (!this.debug) return;
    // Debug mode: each beacon's circle at the distance this scan's RSSI gave.
    for (const range of fix.ranges) {
      const beacon = this.area.beacons.find((b) => b.id === range.beaconId);
      if (!beacon) continue;
      const centre = toPixel(beacon, origin, scale);
      const circle = document.createElementNS(SVG, 'circle');
      circle.setAttribute('class', 'indoor-range');
      circle.setAttribute('cx', String(centre.x));
      circle.setAttribute('cy', String(centre.y));
      circle.setAttribute('r', String(range.distance * scale));
      circle.dataset.testid = 'indoor-range';
      circle.dataset.beacon = range.beaconId;
      circle.dataset.distance = String(range.distance);
      entry.debug.append(circle);
    }
  }

  clear(): void {
    this.root.replaceChildren();
    this.markers.clear();
  }

  private erase(msId: string): void {
    this.markers.get(msId)?.group.remove();
    this.markers.delete(msId);
  }

  private create(msId: string) {
    const group = document.createElementNS(SVG, 'g');
    group.dataset.testid = 'indoor-terminal';
    group.dataset.msId = msId;
    const debug = document.createElementNS(SVG, 'g');
    const marker = document.createElementNS(SVG, 'g');
    marker.setAttribute('class', 'indoor-terminal');
    const dot = document.createElementNS(SVG, 'circle');
    dot.setAttribute('r', String(this.radius));
    dot.dataset.testid = 'indoor-terminal-dot';
    const label = document.createElementNS(SVG, 'text');
    label.setAttribute('x', String(this.radius * 1.5));
    label.setAttribute('y', String(this.radius / 2));
    label.setAttribute('font-size', String(this.radius * 2.5));
    label.textContent = this.nameOf(msId);
    marker.append(dot, label);
    group.append(debug, marker);
    this.root.append(group);
    const entry = { group, marker, debug };
    this.markers.set(msId, entry);
    return entry;
  }
}
