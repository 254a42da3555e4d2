import { groupsAtom } from '../../../state/eventLog.ts';
import { useAtomValue } from '../../../state/jotai.ts';
import { useT } from '../../../ui/index.ts';

/** The group a terminal listens to now, under its name (group names are network text). */
export function CurrentGroupName({ gid }: { gid: string }) {
  const t = useT();
  const name = useAtomValue(groupsAtom).get(gid)?.name ?? gid;
  return (
    <span className="terminals__current-group" data-testid="terminal-current-group" title={t('groupOps.currentOf')}>
      {name}
    </span>
  );
}
