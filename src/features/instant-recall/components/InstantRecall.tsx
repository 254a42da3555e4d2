import { useMemo, useState } from 'react';
import type { RecordingPlayer } from '../../../../media/index.ts';
import { Button, useT } from '../../../ui/index.ts';
import { RecallList } from './RecallList.tsx';
import './instant-recall.css';

type InstantRecallProps = { gid: string; groupName: string; player: RecordingPlayer };

/** Instant recall of one monitored group: its recent transmissions, opened under the group's audio controls. */
export function InstantRecall({ gid, groupName, player }: InstantRecallProps) {
  const t = useT();
  const [open, setOpen] = useState(false);
  const source = useMemo(() => ({ kind: 'group' as const, gid }), [gid]);
  return (
    <section className="recall" data-testid={`recall-${gid}`}>
      <Button variant="ghost" className="recall__toggle" onPress={() => setOpen(!open)} aria-expanded={open} data-testid={`recall-toggle-${gid}`}>
        {t('recall.toggle')}
      </Button>
      {open ? <RecallList source={source} label={t('recall.title', { group: groupName })} player={player} testKey={gid} /> : null}
    </section>
  );
}
