import { MarkerLimits, MarkerRefusal, TerminalType, geometryProblem, type Marker, type MarkerKind, type MarkerPoint } from '../../../protocol/index.ts';
import { organisationOfTerminal } from '../organisations/organisation-of.ts';
import type { Platform } from '../platform.ts';
import type { PlatformState } from '../projection/state.ts';
import { Serial } from '../serial.ts';

export type MarkerAnswer = { readonly code: '0'; readonly marker: Marker } | { readonly code: string; readonly desc: string };

export type NewMarker = { kind: MarkerKind; name: string; color: string; link: string; remark: string; points: MarkerPoint[] };
export type MarkerChange = Partial<Omit<NewMarker, 'kind'>> & { id: string };

/** A marker belongs to its creator's organisation (docs/protocol.md "Organisations"). */
export const markerOfOrganisation = (state: Pick<PlatformState, 'terminals'>, marker: Marker, cid: string | null): boolean =>
  cid !== null && organisationOfTerminal(state, marker.creator) === cid;

/**
 * Adds, changes and removes the organisation's custom markers (docs/protocol.md "Map markers").
 * Input arrives validated by the route's schema; this checks who asks and what exists. One
 * decision at a time, so ids are never given twice and an edit never revives a removed marker.
 */
export class MarkerService {
  private readonly serial = new Serial();

  constructor(private readonly platform: Platform) {}

  add(msId: string, input: NewMarker): Promise<MarkerAnswer> {
    return this.serial.run(async () => {
      const me = this.dispatcher(msId);
      if (!me) return { code: '403', desc: MarkerRefusal.NotDispatcher };
      const book = this.platform.state.markers;
      // The limit is each organisation's own: another's markers neither count nor show.
      const mine = [...book.byId.values()].filter((marker) => markerOfOrganisation(this.platform.state, marker, me.cid));
      if (mine.length >= MarkerLimits.maxMarkers) return { code: '400', desc: MarkerRefusal.TooMany };
      const now = this.platform.now();
      const marker: Marker = { id: String(book.lastId + 1), ...input, creator: msId, creatorName: me.msName, createdAt: now, updatedAt: now };
      await this.platform.commit([{ type: 'mark.added', marker }]);
      return { code: '0', marker };
    });
  }

  update(msId: string, change: MarkerChange): Promise<MarkerAnswer> {
    return this.serial.run(async () => {
      const me = this.dispatcher(msId);
      if (!me) return { code: '403', desc: MarkerRefusal.NotDispatcher };
      const before = this.ofOrganisation(me.cid, change.id);
      if (!before) return { code: '404', desc: MarkerRefusal.Unknown };
      const { id: _id, ...fields } = change;
      const marker: Marker = { ...before, ...fields, updatedAt: this.platform.now() };
      // New vertices must still make a marker of its kind (a line cannot shrink to one point).
      const problem = geometryProblem(marker.kind, marker.points);
      if (problem) return { code: '400', desc: `points: ${problem}` };
      await this.platform.commit([{ type: 'mark.updated', marker }]);
      return { code: '0', marker };
    });
  }

  remove(msId: string, id: string): Promise<MarkerAnswer | { code: '0'; marker: null }> {
    return this.serial.run(async () => {
      const me = this.dispatcher(msId);
      if (!me) return { code: '403', desc: MarkerRefusal.NotDispatcher };
      if (!this.ofOrganisation(me.cid, id)) return { code: '404', desc: MarkerRefusal.Unknown };
      await this.platform.commit([{ type: 'mark.removed', id, by: msId }]);
      return { code: '0', marker: null };
    });
  }

  /** The organisation's marker; another organisation's is unknown, as a missing one is. */
  private ofOrganisation(cid: string, id: string): Marker | undefined {
    const marker = this.platform.state.markers.byId.get(id);
    return marker && markerOfOrganisation(this.platform.state, marker, cid) ? marker : undefined;
  }

  private dispatcher(msId: string) {
    const terminal = this.platform.state.terminals.get(msId);
    return terminal?.type === TerminalType.Dispatcher ? terminal : undefined;
  }
}

