import type { CommandArgs, ToneFrame } from '../../../protocol/index.ts';
import { groupOfCaller, sameOrganisation } from '../organisations/organisation-of.ts';
import type { Platform } from '../platform.ts';

export type ToneAnswer = { readonly code: '0'; readonly delivered: string[] } | { readonly code: string; readonly desc: string };

/** Sends a frame to the account's live socket; false when it has none. */
export type DeliverTone = (msId: string, frame: ToneFrame) => boolean;

/**
 * Sends an alarm tone to a terminal or to the online members of a group (docs/protocol.md
 * "Alarm tones"). An alarm is now or never: offline terminals do not get it later, so a target
 * with nobody online is refused (101) rather than queued. Each send is logged as `tone.sent`,
 * the "alarm tone" log category, with the terminals it reached.
 */
export class ToneSender {
  constructor(
    private readonly platform: Platform,
    private readonly deliver: DeliverTone,
  ) {}

  async send(from: string, args: CommandArgs<'sendTone'>): Promise<ToneAnswer> {
    const state = this.platform.state;
    // Another organisation's tone is as unknown as a missing one (its creator's organisation owns it).
    const found = state.tones.get(args.toneId);
    const tone = found && sameOrganisation(state, from, found.createBy) ? found : undefined;
    if (!tone) return { code: '404', desc: `toneId: no tone ${args.toneId}` };
    const sender = state.terminals.get(from);
    const targets = this.targetsOf(from, args);
    if ('code' in targets) return targets;
    if (targets.online.length === 0) return { code: '101', desc: args.msId ? `msId: ${args.msId} is offline` : `gid: no member of ${args.gid} is online` };
    const frame: ToneFrame = {
      type: 'tone',
      toneId: tone.id,
      name: tone.name,
      fileUrl: tone.fileUrl,
      iconUrl: tone.iconUrl,
      from,
      fromName: sender?.msName ?? from,
      gid: args.gid ?? null,
      sentAt: this.platform.now(),
    };
    const delivered = targets.online.filter((msId) => this.deliver(msId, frame));
    if (delivered.length === 0) return { code: '101', desc: 'no target has a live socket' };
    const target = args.msId ? { msId: args.msId } : { gid: args.gid! };
    await this.platform.commit([{ type: 'tone.sent', toneId: tone.id, name: tone.name, msId: from, target, delivered }]);
    return { code: '0', delivered };
  }

  /** The online terminals a send reaches, never the sender itself; another organisation's target is unknown. */
  private targetsOf(from: string, { msId, gid }: CommandArgs<'sendTone'>): { online: string[] } | { code: string; desc: string } {
    const state = this.platform.state;
    if (msId !== undefined) {
      const terminal = sameOrganisation(state, from, msId) ? state.terminals.get(msId) : undefined;
      if (!terminal) return { code: '404', desc: `msId: no terminal ${msId}` };
      if (msId === from) return { code: '400', desc: 'msId: cannot send a tone to oneself' };
      return { online: terminal.online === 1 ? [msId] : [] };
    }
    const temp = state.tempGroups.byGid.get(gid!);
    if ((!state.groups.has(gid!) && !temp) || !groupOfCaller(state, from, gid!)) return { code: '404', desc: `gid: no group ${gid}` };
    const members = temp ? temp.members : [...state.terminals.values()].filter((terminal) => terminal.grp.includes(gid!)).map((terminal) => terminal.msId);
    return { online: members.filter((member) => member !== from && state.terminals.get(member)?.online === 1) };
  }
}
