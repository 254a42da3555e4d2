import { canEnd, canStart, LoneWorkPhase, phaseOf, type LoneWork } from '../../../../protocol/index.ts';
import { terminalsAtom } from '../../../state/eventLog.ts';
import { useAtomValue } from '../../../state/jotai.ts';
import { Button, DataTable, useIntl, useT, type MessageKey } from '../../../ui/index.ts';
import { countdown, lockReason, PHASE_KEY, STATUS_KEY } from '../model/model.ts';

export type PlanAction = { readonly kind: 'edit' | 'start' | 'end' | 'delete'; readonly work: LoneWork };

/** SPEC §4 "shown as on plan, working, finished". */
const SHOWN_KEY: Record<LoneWorkPhase, MessageKey> = { awaiting: 'loneWork.shown.onPlan', doing: 'loneWork.shown.working', over: 'loneWork.shown.finished' };

/** The job list: every field of SPEC §3 per plan, its state and status, and what may be done with it now. */
export function LoneWorkTable({ plans, serverNow, onAction }: { plans: readonly LoneWork[]; serverNow: number; onAction: (action: PlanAction) => void }) {
  const t = useT();
  const intl = useIntl();
  const terminals = useAtomValue(terminalsAtom);
  const time = (at: number | null) => (at === null ? t('loneWork.notYet') : intl.formatDate(at, { timeStyle: 'medium' }));
  return (
    <DataTable className="lone-work__table" label={t('loneWork.title')}>
      <thead>
        <tr>
          <th>{t('loneWork.col.terminals')}</th>
          <th>{t('loneWork.col.date')}</th>
          <th>{t('loneWork.col.planned')}</th>
          <th>{t('loneWork.col.real')}</th>
          <th>{t('loneWork.col.period')}</th>
          <th>{t('loneWork.col.state')}</th>
          <th>{t('loneWork.col.status')}</th>
          <th>{t('loneWork.col.reply')}</th>
          <th>{t('loneWork.col.alarms')}</th>
          <th>{t('loneWork.col.enabled')}</th>
          <th>{t('loneWork.col.actions')}</th>
        </tr>
      </thead>
      <tbody>
        {plans.map((work) => {
          const phase = phaseOf(work);
          const locked = lockReason(work);
          const left = phase === LoneWorkPhase.Doing ? countdown(work.nextCheckIn, serverNow) : null;
          return (
            <tr key={work.id} data-testid="lone-work-row" data-id={work.id} data-phase={phase} data-status={work.status}>
              <td>
                {work.msIds.map((msId) => (
                  <div key={msId}>
                    {terminals.get(msId)?.msName ?? msId} <span className="lone-work__id">{msId}</span>
                  </div>
                ))}
              </td>
              <td>{work.date}</td>
              <td>{t('loneWork.range', { name: work.sTime, time: work.eTime })}</td>
              <td data-testid="lone-work-real">{work.realStart === null ? t('loneWork.notYet') : t('loneWork.range', { name: time(work.realStart), time: time(work.realEnd) })}</td>
              <td>{t('loneWork.period', { min: work.wTime, max: work.hb })}</td>
              <td data-testid="lone-work-phase">
                {t(PHASE_KEY[phase])} <span className="lone-work__id">{t(SHOWN_KEY[phase])}</span>
              </td>
              <td data-testid="lone-work-status" className={`lone-work__status lone-work__status--${work.status}`}>
                <span>{t(STATUS_KEY[work.status])}</span>
              </td>
              <td data-testid="lone-work-countdown">{phase !== LoneWorkPhase.Doing ? t('loneWork.notYet') : left ? t('loneWork.countdown', { time: left }) : t('loneWork.overdue')}</td>
              <td data-testid="lone-work-alarm-count">{work.alarmCount}</td>
              <td>{t(work.enabled ? 'loneWork.yes' : 'loneWork.no')}</td>
              <td className="lone-work__actions">
                <Button variant="ghost" isDisabled={locked !== null} onPress={() => onAction({ kind: 'edit', work })} data-testid="lone-work-edit">
                  {t('loneWork.action.edit')}
                </Button>
                {canStart(work) ? (
                  <Button variant="primary" onPress={() => onAction({ kind: 'start', work })} data-testid="lone-work-start">
                    {t('loneWork.action.start')}
                  </Button>
                ) : null}
                {canEnd(work) ? (
                  <Button variant="danger" onPress={() => onAction({ kind: 'end', work })} data-testid="lone-work-end">
                    {t('loneWork.action.end')}
                  </Button>
                ) : null}
                <Button variant="ghost" isDisabled={phase === LoneWorkPhase.Doing} onPress={() => onAction({ kind: 'delete', work })} data-testid="lone-work-delete">
                  {t('loneWork.action.delete')}
                </Button>
                {locked ? (
                  <p className="lone-work__hint" data-testid="lone-work-lock">
                    {t(locked)}
                  </p>
                ) : null}
              </td>
            </tr>
          );
        })}
      </tbody>
    </DataTable>
  );
}
