import { areaProblem, Feature, IndoorLimits, IndoorRefusal, type Blueprint, type BeaconReading, type IndoorArea, type IndoorFix, type UpdateAreaBody } from '../../../protocol/index.ts';
import type { z } from 'zod';
import { dispatcherMayUse } from '../auth/access.ts';
import { organisationOfCaller, organisationOfTerminal } from '../organisations/organisation-of.ts';
import type { Platform } from '../platform.ts';
import type { PlatformState } from '../projection/state.ts';
import { Serial } from '../serial.ts';
import { locate } from './locate.ts';

export type AreaAnswer = { readonly code: '0'; readonly area: IndoorArea | null } | { readonly code: string; readonly desc: string };
export type FixAnswer = { readonly code: '0'; readonly fix: Omit<IndoorFix, 'time'> } | { readonly code: string; readonly desc: string };

/** The upload host's size of a blueprint it accepted, or null when it holds no such file. */
export type BlueprintLookup = (url: string) => Promise<Blueprint | null>;

type AreaChange = z.output<typeof UpdateAreaBody>;

/**
 * An area belongs to the organisation of who last set it (its events reach that organisation), a
 * fix to its terminal's (docs/protocol.md "Organisations"). Only that organisation may set it again.
 */
export const areaOfOrganisation = (state: Pick<PlatformState, 'terminals'>, area: IndoorArea, cid: string | null): boolean =>
  cid !== null && organisationOfTerminal(state, area.updatedBy) === cid;
export const fixOfOrganisation = (state: Pick<PlatformState, 'terminals'>, fix: IndoorFix, cid: string | null): boolean =>
  cid !== null && organisationOfTerminal(state, fix.msId) === cid;

/**
 * Indoor areas and the positions of terminals in them (docs/protocol.md "Indoor positioning").
 * Input arrives shaped by the route's schema; every rule of the whole area is checked here on the
 * area as it would be after the change, so nothing half-valid is ever written. One decision at a time.
 */
export class IndoorService {
  private readonly serial = new Serial();

  constructor(private readonly platform: Platform) {}

  mayEdit(msId: string): boolean {
    return dispatcherMayUse(this.platform, msId, Feature.IndoorLocation);
  }

  add(msId: string, name: string): Promise<AreaAnswer> {
    return this.serial.run(async () => {
      if (!this.mayEdit(msId)) return { code: '403', desc: IndoorRefusal.NoPermission };
      const book = this.platform.state.indoor;
      // Each organisation's own limit: another's areas neither count nor show.
      if (this.areasOf(msId).length >= IndoorLimits.maxAreas) return { code: '400', desc: IndoorRefusal.TooMany };
      const area: IndoorArea = {
        id: String(book.lastId + 1),
        name,
        blueprint: null,
        origin: null,
        endPoint: null,
        scale: null,
        border: [],
        beacons: [],
        envDecay: IndoorLimits.defaultEnvDecay,
        rssi1m: IndoorLimits.defaultRssi1m,
        updatedBy: msId,
        time: this.platform.now(),
      };
      return this.write(area);
    });
  }

  update(msId: string, change: AreaChange, findBlueprint: BlueprintLookup): Promise<AreaAnswer> {
    return this.serial.run(async () => {
      if (!this.mayEdit(msId)) return { code: '403', desc: IndoorRefusal.NoPermission };
      const before = this.areaOf(msId, change.id);
      if (!before) return { code: '404', desc: IndoorRefusal.Unknown };
      const { id: _id, blueprintUrl, ...fields } = change;
      let blueprint = before.blueprint;
      if (blueprintUrl !== undefined) {
        blueprint = await findBlueprint(blueprintUrl);
        if (!blueprint) return { code: '404', desc: IndoorRefusal.BlueprintUnknown };
      }
      const defined = Object.fromEntries(Object.entries(fields).filter(([, value]) => value !== undefined));
      const area: IndoorArea = { ...before, ...defined, blueprint, updatedBy: msId, time: this.platform.now() };
      const taken = this.beaconElsewhere(area);
      if (taken) return { code: '409', desc: `${IndoorRefusal.BeaconTaken}:${taken}` };
      return this.write(area);
    });
  }

  remove(msId: string, id: string): Promise<AreaAnswer> {
    return this.serial.run(async () => {
      if (!this.mayEdit(msId)) return { code: '403', desc: IndoorRefusal.NoPermission };
      if (!this.areaOf(msId, id)) return { code: '404', desc: IndoorRefusal.Unknown };
      await this.platform.commit([{ type: 'indoor.areaRemoved', id, by: msId }]);
      return { code: '0', area: null };
    });
  }

  /** A terminal's scan: its position from the beacons it heard, logged and pushed to every console. */
  report(msId: string, readings: readonly BeaconReading[]): Promise<FixAnswer> {
    return this.serial.run(async () => {
      // Only the terminal's own organisation's areas place it.
      const found = locate(this.areasOf(msId), readings);
      if (typeof found === 'string') return { code: '409', desc: IndoorRefusal[found === 'tooFewBeacons' ? 'TooFewBeacons' : found === 'notReady' ? 'NotReady' : 'NoFix'] };
      const fix = { msId, areaId: found.area.id, x: found.position.x, y: found.position.y, beacons: found.beacons, ranges: found.ranges };
      await this.platform.commit([{ type: 'indoor.position', ...fix }]);
      return { code: '0', fix };
    });
  }

  private async write(area: IndoorArea): Promise<AreaAnswer> {
    const problem = areaProblem(area);
    if (problem) return { code: '400', desc: problem };
    await this.platform.commit([{ type: 'indoor.areaSet', area }]);
    return { code: '0', area };
  }

  /** The caller's organisation's areas. */
  private areasOf(msId: string): IndoorArea[] {
    const cid = organisationOfCaller(this.platform.state, msId);
    return [...this.platform.state.indoor.byId.values()].filter((area) => areaOfOrganisation(this.platform.state, area, cid));
  }

  /** The caller's organisation's area; another organisation's is unknown, as a missing one is. */
  private areaOf(msId: string, id: string): IndoorArea | undefined {
    const area = this.platform.state.indoor.byId.get(id);
    return area && areaOfOrganisation(this.platform.state, area, organisationOfCaller(this.platform.state, msId)) ? area : undefined;
  }

  /** Beacons are physical: one MAC is in one area only of an organisation (another's areas are not told of). */
  private beaconElsewhere(area: IndoorArea): string | null {
    const mine = new Set(area.beacons.map((beacon) => beacon.id));
    for (const other of this.areasOf(area.updatedBy)) {
      if (other.id === area.id) continue;
      const shared = other.beacons.find((beacon) => mine.has(beacon.id));
      if (shared) return shared.id;
    }
    return null;
  }
}

