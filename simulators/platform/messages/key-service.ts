import { Feature, KeyLimits, KeyRefusal, type SecretKey } from '../../../protocol/index.ts';
import { dispatcherMayUse } from '../auth/access.ts';
import { organisationOfCaller, organisationOfTerminal } from '../organisations/organisation-of.ts';
import type { Platform } from '../platform.ts';
import type { PlatformState } from '../projection/state.ts';
import { Serial } from '../serial.ts';

export type KeyAnswer = { readonly code: '0'; readonly key: SecretKey | null } | { readonly code: string; readonly desc: string };

/** A key belongs to its creator's organisation (docs/protocol.md "Organisations"). */
export const keyOfOrganisation = (state: Pick<PlatformState, 'terminals'>, key: SecretKey, cid: string | null): boolean =>
  cid !== null && organisationOfTerminal(state, key.createBy) === cid;

/** The organisation's keys, by id. */
export const keysOfOrganisation = (state: Pick<PlatformState, 'terminals' | 'messages'>, cid: string | null): SecretKey[] =>
  [...state.messages.keys.values()].filter((key) => keyOfOrganisation(state, key, cid)).sort((a, b) => Number(a.id) - Number(b.id));

/**
 * The secret keys of /ds/key. Only dispatchers change them; one key is active at a time (adding an
 * active key or activating one deactivates the rest). The active key cannot be deleted: new
 * messages would have no key to be sealed with.
 */
export class KeyService {
  private readonly serial = new Serial();

  constructor(private readonly platform: Platform) {}

  add(caller: string, body: { name: string; key: string; active?: boolean | undefined }): Promise<KeyAnswer> {
    return this.serial.run(async () => {
      const refused = this.refusedCaller(caller);
      if (refused) return refused;
      const book = this.platform.state.messages;
      // Limit, duplicates and the first key are the organisation's own: another's keys neither count nor show.
      const mine = keysOfOrganisation(this.platform.state, organisationOfCaller(this.platform.state, caller));
      if (mine.length >= KeyLimits.maxKeys) return { code: '400', desc: KeyRefusal.TooMany };
      for (const existing of mine) if (existing.key === body.key) return { code: '409', desc: KeyRefusal.Exists };
      const key: SecretKey = {
        id: String(book.lastKeyId + 1),
        name: body.name,
        key: body.key,
        // The first key is active whatever was asked: messages need one.
        active: body.active === true || mine.length === 0,
        createBy: caller,
        time: this.platform.now(),
      };
      await this.platform.commit([{ type: 'key.added', key }]);
      return { code: '0', key: book.keys.get(key.id)! };
    });
  }

  update(caller: string, body: { id: string; name?: string | undefined; active?: true | undefined }): Promise<KeyAnswer> {
    return this.serial.run(async () => {
      const refused = this.refusedCaller(caller);
      if (refused) return refused;
      const key = this.ofOrganisation(caller, body.id);
      if (!key) return { code: '404', desc: KeyRefusal.Unknown };
      await this.platform.commit([{ type: 'key.updated', id: key.id, name: body.name ?? key.name, active: body.active ?? key.active }]);
      return { code: '0', key: this.platform.state.messages.keys.get(key.id)! };
    });
  }

  remove(caller: string, id: string): Promise<KeyAnswer> {
    return this.serial.run(async () => {
      const refused = this.refusedCaller(caller);
      if (refused) return refused;
      const key = this.ofOrganisation(caller, id);
      if (!key) return { code: '404', desc: KeyRefusal.Unknown };
      if (key.active) return { code: '409', desc: KeyRefusal.Active };
      await this.platform.commit([{ type: 'key.removed', id }]);
      return { code: '0', key: null };
    });
  }

  /** The caller's organisation's key; another organisation's is unknown, as a missing one is. */
  private ofOrganisation(caller: string, id: string): SecretKey | undefined {
    const { state } = this.platform;
    const key = state.messages.keys.get(id);
    return key && keyOfOrganisation(state, key, organisationOfCaller(state, caller)) ? key : undefined;
  }

  private refusedCaller(caller: string): KeyAnswer | null {
    // Dispatchers with the key management feature (SPEC §2 dsKey keyManage, §6 access '-2' or '1').
    return dispatcherMayUse(this.platform, caller, Feature.KeyManage) ? null : { code: '403', desc: KeyRefusal.NotDispatcher };
  }
}

