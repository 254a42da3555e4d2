import { useState } from 'react';
import { LoneWorkLimits, loneWorkAlarmHandling, type LoneWorkAlarm } from '../../../../protocol/index.ts';
import { terminalsAtom } from '../../../state/eventLog.ts';
import { useAtomValue } from '../../../state/jotai.ts';
import { userAtom } from '../../../state/session.ts';
import { AlarmHandling } from '../../handover/index.ts';
import { Button, Cell, DataTable, Dialog, DialogBody, DialogFooter, TextField, useAsyncEffect, useIntl, useT, type MessageKey } from '../../../ui/index.ts';
import { loneWorkRevisionAtom } from '../model/atoms.ts';
import { acknowledgeAlarm, CAUSE_KEY, findAlarms, handleAlarm, handOverAlarm, type LoneWorkDs } from '../model/model.ts';

const PAGE_SIZE = 20;

/**
 * SPEC §7 findAlarm / updateAlarm: every lone worker alarm, newest first; handle one with a remark.
 * Several dispatchers at once: each shows who handles it; a dispatcher acknowledges one nobody handles
 * and its handler hands it over (shared AlarmHandling); an acknowledged alarm is handled by its handler only.
 */
export function LoneWorkAlarmRecords({ ds }: { ds: LoneWorkDs }) {
  const t = useT();
  const intl = useIntl();
  const terminals = useAtomValue(terminalsAtom);
  const me = useAtomValue(userAtom)?.msId ?? null;
  const revision = useAtomValue(loneWorkRevisionAtom);
  const [pageNo, setPageNo] = useState(1);
  const [page, setPage] = useState<{ total: number; list: LoneWorkAlarm[] } | null>(null);
  const [failed, setFailed] = useState(false);
  const [handling, setHandling] = useState<LoneWorkAlarm | null>(null);
  useAsyncEffect(
    () => findAlarms(ds, pageNo, PAGE_SIZE),
    (answer) => {
      setPage(answer);
      setFailed(false);
    },
    () => setFailed(true),
    [ds, pageNo, revision],
  );
  const pages = page ? Math.max(1, Math.ceil(page.total / PAGE_SIZE)) : 1;
  const nameOf = (msId: string | null) => (msId === null ? '' : `${terminals.get(msId)?.msName ?? msId} (${msId})`);
  return (
    <div data-testid="lone-work-alarms">
      {failed ? (
        <p className="ui-field__error" role="alert">
          {t('loneWork.error.load')}
        </p>
      ) : null}
      {page && page.list.length === 0 ? <p className="lone-work__hint">{t('loneWork.alarm.empty')}</p> : null}
      {page && page.list.length > 0 ? (
        <DataTable className="lone-work__table" label={t('loneWork.title')}>
          <thead>
            <tr>
              <th>{t('loneWork.alarm.col.time')}</th>
              <th>{t('loneWork.alarm.col.terminal')}</th>
              <th>{t('loneWork.alarm.col.plan')}</th>
              <th>{t('loneWork.alarm.col.cause')}</th>
              <th>{t('loneWork.alarm.col.handler')}</th>
              <th>{t('loneWork.alarm.col.remark')}</th>
              <th>{t('loneWork.col.actions')}</th>
            </tr>
          </thead>
          <tbody>
            {page.list.map((alarm) => (
              <tr key={alarm.id} data-testid="lone-work-alarm-row" data-id={alarm.id} data-ms-id={alarm.msId} data-work-id={alarm.workId} data-cause={alarm.cause}>
                <Cell kind="date">{intl.formatDate(alarm.alarmTime, { dateStyle: 'short', timeStyle: 'medium' })}</Cell>
                <td>{nameOf(alarm.msId)}</td>
                <Cell kind="id">{alarm.workId}</Cell>
                <td data-testid="lone-work-alarm-cause">{t(CAUSE_KEY[alarm.cause])}</td>
                <td>
                  <AlarmHandling
                    alarm={{ ...loneWorkAlarmHandling(alarm), handlerName: alarm.handlerName ?? (alarm.handler === null ? undefined : nameOf(alarm.handler)) }}
                    subject={nameOf(alarm.msId)}
                    testId="lone-work-alarm"
                    onAcknowledge={() => acknowledgeAlarm(ds, alarm.id)}
                    onHandOver={(to) => handOverAlarm(ds, alarm.id, to)}
                  />
                </td>
                <td data-testid="lone-work-alarm-remark">{alarm.remark}</td>
                <td>
                  {/* An open alarm another dispatcher acknowledged is theirs to handle. */}
                  {alarm.handledAt !== null || alarm.handler === null || alarm.handler === me ? (
                    <Button variant="ghost" onPress={() => setHandling(alarm)} data-testid="lone-work-alarm-handle">
                      {t('loneWork.alarm.handle')}
                    </Button>
                  ) : null}
                </td>
              </tr>
            ))}
          </tbody>
        </DataTable>
      ) : null}
      <footer className="lone-work__pager">
        <Button isDisabled={pageNo <= 1} onPress={() => setPageNo((n) => n - 1)}>
          {t('loneWork.page.previous')}
        </Button>
        <span>{t('loneWork.page.of', { count: pageNo, total: pages })}</span>
        <Button isDisabled={pageNo >= pages} onPress={() => setPageNo((n) => n + 1)}>
          {t('loneWork.page.next')}
        </Button>
      </footer>
      {handling ? <HandleAlarmDialog ds={ds} alarm={handling} onClose={() => setHandling(null)} /> : null}
    </div>
  );
}

function HandleAlarmDialog({ ds, alarm, onClose }: { ds: LoneWorkDs; alarm: LoneWorkAlarm; onClose: () => void }) {
  const t = useT();
  const [remark, setRemark] = useState(alarm.remark);
  const [touched, setTouched] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const trimmed = remark.trim();
  const problem: MessageKey | null = trimmed === '' ? 'loneWork.alarm.remarkRequired' : trimmed.length > LoneWorkLimits.maxRemarkLength ? 'loneWork.alarm.remarkTooLong' : null;
  const submit = async () => {
    setTouched(true);
    if (problem) return;
    const outcome = await handleAlarm(ds, alarm.id, trimmed);
    if (!outcome.ok) return setFailure(t(outcome.key, { code: outcome.code }));
    onClose();
  };
  return (
    <Dialog isOpen onOpenChange={(open) => !open && onClose()} title={t('loneWork.alarm.handleTitle')} closeLabel={t('loneWork.dialog.close')} testId="lone-work-handle-dialog">
      <DialogBody>
        <TextField label={t('loneWork.alarm.remark')} value={remark} onChange={setRemark} error={touched && problem ? t(problem, { max: LoneWorkLimits.maxRemarkLength }) : null} testId="lone-work-alarm-remark-input" autoFocus />
        {failure ? (
          <p className="ui-field__error" role="alert">
            {failure}
          </p>
        ) : null}
      </DialogBody>
      <DialogFooter>
        <Button variant="ghost" onPress={onClose}>
          {t('loneWork.dialog.cancel')}
        </Button>
        <Button variant="primary" onPress={() => void submit()} data-testid="lone-work-alarm-submit">
          {t('loneWork.alarm.handle')}
        </Button>
      </DialogFooter>
    </Dialog>
  );
}
