import { useState } from 'react';
import type { FenceTerminal } from '../../../../protocol/index.ts';
import { useAtomValue } from '../../../state/jotai.ts';
import { useAsyncEffect, useT } from '../../../ui/index.ts';
import { fenceRevisionAtom } from '../atoms.ts';
import { fenceTerminals, type FenceDs } from '../model.ts';

/** A fence's terminals (findter) with where each one is now: inside, outside, or no fix yet. */
export function FenceTerminals({ ds, fenceid }: { ds: FenceDs; fenceid: string }) {
  const t = useT();
  const revision = useAtomValue(fenceRevisionAtom);
  const [terminals, setTerminals] = useState<readonly FenceTerminal[] | null>(null);
  const [failed, setFailed] = useState(false);
  useAsyncEffect(() => fenceTerminals(ds, fenceid), setTerminals, () => setFailed(true), [ds, fenceid, revision]);
  if (failed) return <p className="ui-field__error">{t('geoFences.terminals.failed')}</p>;
  if (!terminals) return null;
  if (terminals.length === 0) return <p className="geo-fences__hint">{t('geoFences.terminals.none')}</p>;
  return (
    <ul className="geo-fences__members" data-testid="fence-terminal-status">
      {terminals.map((terminal) => (
        <li key={terminal.msId} data-ms-id={terminal.msId} data-inside={terminal.inside === null ? 'unknown' : String(terminal.inside)}>
          {terminal.msName} <span className="geo-fences__id">{terminal.msId}</span> ·{' '}
          {t(terminal.inside === null ? 'geoFences.where.unknown' : terminal.inside ? 'geoFences.where.inside' : 'geoFences.where.outside')}
        </li>
      ))}
    </ul>
  );
}
