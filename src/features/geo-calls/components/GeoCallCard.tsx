import { useState } from 'react';
import type { TempGroup } from '../../../../protocol/index.ts';
import type { TerminalRecord } from '../../../state/fleet.ts';
import { Button, useT } from '../../../ui/index.ts';
import type { SendCommand } from '../../voice/index.ts';
import { failureOf, gatheredMembers, type Problem } from '../model.ts';

type GeoCallCardProps = {
  readonly call: TempGroup;
  readonly terminals: ReadonlyMap<string, TerminalRecord>;
  readonly me: string | null;
  readonly send: SendCommand | null;
  readonly online: boolean;
};

/** One open geo-call: who is inside now (live, as they move in and out), and End. */
export function GeoCallCard({ call, terminals, me, send, online }: GeoCallCardProps) {
  const t = useT();
  const [failure, setFailure] = useState<Problem | null>(null);
  const [busy, setBusy] = useState(false);
  const members = gatheredMembers(call);
  const creator = call.creator === me ? t('geoCalls.you') : (terminals.get(call.creator)?.msName ?? call.creator);
  const end = async () => {
    if (!send) return;
    setBusy(true);
    setFailure(null);
    try {
      await send('geoCallEnd', { gid: call.gid });
    } catch (error) {
      setFailure(failureOf(error));
      setBusy(false);
    }
  };
  return (
    <li className="geo-calls__call" data-testid={`geo-call-${call.gid}`} data-name={call.name} data-members={members.length}>
      <div className="geo-calls__call-main">
        <span className="geo-calls__call-name" data-testid="geo-call-name-text">
          {call.name}
        </span>
        <span data-testid="geo-call-count">{t('geoCalls.members', { count: members.length })}</span>
      </div>
      <p className="geo-calls__hint">{t('geoCalls.creator', { name: creator })}</p>
      {members.length === 0 ? (
        <p className="geo-calls__hint" data-testid="geo-call-empty">
          {t('geoCalls.nobody')}
        </p>
      ) : (
        <ul className="geo-calls__members" aria-label={t('geoCalls.membersLabel', { name: call.name })}>
          {members.map((msId) => (
            <li key={msId} data-testid={`geo-call-member-${msId}`} data-online={terminals.get(msId)?.online === 1}>
              {terminals.get(msId)?.msName ?? msId} <span className="geo-calls__id">({msId})</span>
            </li>
          ))}
        </ul>
      )}
      {failure && (
        <p className="ui-field__error" role="alert">
          {t(failure.key, { count: failure.count ?? 0, max: failure.count ?? 0 })}
        </p>
      )}
      <Button variant="secondary" onPress={() => void end()} isDisabled={busy || !online || !send} data-testid={`geo-call-end-${call.gid}`}>
        {t('geoCalls.end')}
      </Button>
    </li>
  );
}
