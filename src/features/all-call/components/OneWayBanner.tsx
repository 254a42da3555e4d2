import type { Group } from '../../../../protocol/index.ts';
import { useT } from '../../../ui/index.ts';
import type { OneWayCallView } from '../model/model.ts';

type OneWayBannerProps = { call: OneWayCallView; groups: ReadonlyMap<string, Group> };

/** One one-way call in progress: who talks, and the groups that can only listen. Names are text. */
export function OneWayBanner({ call, groups }: OneWayBannerProps) {
  const t = useT();
  const names = call.gids.map((gid) => groups.get(gid)?.name ?? gid).join(', ');
  return (
    <div className="all-call__banner" role="status" data-testid={`one-way-${call.callId}`} data-kind={call.kind} data-talker={call.talker.msId} data-gids={call.gids.join(',')}>
      <strong className="all-call__talker">{t(call.kind === 'all' ? 'allCall.banner.all' : 'allCall.banner.broadcast', { name: call.talker.name })}</strong>
      <span className="all-call__groups">{t('allCall.banner.groups', { groups: names })}</span>
    </div>
  );
}
