import { useEffect, useMemo, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { type LoneWork } from '../../../protocol/index.ts';
import { terminalsAtom } from '../../state/eventLog.ts';
import { useAtomValue, useSetAtom } from '../../state/jotai.ts';
import { Button, Dialog, DialogBody, DialogFooter, Tab, TabList, TabPanel, Tabs, useAsyncEffect, useT, type MessageKey } from '../../ui/index.ts';
import { loneWorkRevisionAtom, workAloneListAtom } from './model/atoms.ts';
import { LoneWorkAlarmRecords } from './components/LoneWorkAlarmRecords.tsx';
import { LoneWorkDialog } from './components/LoneWorkDialog.tsx';
import { LoneWorkTable, type PlanAction } from './components/LoneWorkTable.tsx';
import { deletePlan, emptyForm, formOf, listPlans, operatePlan, todayState, type DraftForm, type LoneWorkDs } from './model/model.ts';

type Editing = { readonly id: string | null; readonly initial: DraftForm };
type Confirming = { readonly kind: 'end' | 'delete'; readonly work: LoneWork };

const TODAY_KEY: Record<ReturnType<typeof todayState>, MessageKey> = {
  none: 'loneWork.today.none',
  notStarted: 'loneWork.today.notStarted',
  working: 'loneWork.today.working',
  ended: 'loneWork.today.ended',
};

/**
 * Lone worker (SPEC §2 /loneworks/lonework): the plans with their states, create and edit, start
 * now and end, and the alarm records. The list follows the platform's events; countdowns run on
 * the platform's clock. `?msId=` (from a terminal's operations) opens a new plan for that terminal.
 */
export function LoneWorkPage({ ds }: { ds: LoneWorkDs }) {
  const t = useT();
  const revision = useAtomValue(loneWorkRevisionAtom);
  const terminals = useAtomValue(terminalsAtom);
  const setWorkAloneList = useSetAtom(workAloneListAtom);
  const [params, setParams] = useSearchParams();
  const [tab, setTab] = useState<'plans' | 'alarms'>('plans');
  const [plans, setPlans] = useState<LoneWork[] | null>(null);
  const [clockSkew, setClockSkew] = useState(0);
  const [failed, setFailed] = useState(false);
  const [note, setNote] = useState<string | null>(null);
  const [editing, setEditing] = useState<Editing | null>(null);
  const [confirming, setConfirming] = useState<Confirming | null>(null);
  const [now, setNow] = useState(() => Date.now());

  const reload = useAsyncEffect(
    () => listPlans(ds),
    (answer) => {
      setPlans(answer.plans);
      setWorkAloneList(answer.plans);
      setClockSkew(answer.serverNow - Date.now());
      setFailed(false);
    },
    () => setFailed(true),
    [ds, revision, setWorkAloneList],
  );

  // The reply countdown ticks on its own between events.
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 500);
    return () => clearInterval(timer);
  }, []);

  const preset = params.get('msId');
  useEffect(() => {
    if (!preset || !/^\d{8}$/.test(preset)) return;
    setEditing({ id: null, initial: emptyForm(new Date(), [preset]) });
    setParams({}, { replace: true });
  }, [preset, setParams]);

  const today = emptyForm(new Date()).date;
  const todayName = useMemo(() => t(TODAY_KEY[todayState(plans ?? [], today)]), [plans, today, t]);
  const namesOf = (work: LoneWork) => work.msIds.map((msId) => terminals.get(msId)?.msName ?? msId).join(', ');

  const act = async (action: PlanAction) => {
    setNote(null);
    if (action.kind === 'edit') return setEditing({ id: action.work.id, initial: formOf(action.work) });
    if (action.kind === 'end' || action.kind === 'delete') return setConfirming({ kind: action.kind, work: action.work });
    const outcome = await operatePlan(ds, action.work.id, 'start');
    if (!outcome.ok) setNote(t(outcome.key, { code: outcome.code }));
    reload();
  };
  const confirm = async ({ kind, work }: Confirming) => {
    setConfirming(null);
    const outcome = kind === 'end' ? await operatePlan(ds, work.id, 'end') : await deletePlan(ds, work.id);
    if (!outcome.ok) setNote(t(outcome.key, { code: outcome.code }));
    reload();
  };

  return (
    <section className="lone-work" data-testid="lone-work-page" aria-busy={plans === null && !failed}>
      <Tabs selected={tab} onSelect={setTab}>
        <header className="lone-work__header">
          <h1 className="lone-work__title">{t('loneWork.title')}</h1>
          <span data-testid="lone-work-today">{t('loneWork.today', { name: todayName })}</span>
          <TabList label={t('loneWork.title')} className="lone-work__tabs">
            <Tab id="plans" testId="lone-work-tab-plans">
              {t('loneWork.tab.plans')}
            </Tab>
            <Tab id="alarms" testId="lone-work-tab-alarms">
              {t('loneWork.tab.alarms')}
            </Tab>
          </TabList>
          <Button variant="primary" onPress={() => setEditing({ id: null, initial: emptyForm(new Date()) })} data-testid="lone-work-new">
            {t('loneWork.new')}
          </Button>
        </header>
        {note ? (
          <p className="ui-field__error" role="alert" data-testid="lone-work-note">
            {note}
          </p>
        ) : null}
        {failed ? (
          <p className="ui-field__error" role="alert">
            {t('loneWork.error.load')}
          </p>
        ) : null}
        <TabPanel id="plans">
          {plans && plans.length === 0 ? (
            <p className="lone-work__hint">{t('loneWork.empty')}</p>
          ) : (
            <LoneWorkTable plans={plans ?? []} serverNow={now + clockSkew} onAction={(action) => void act(action)} />
          )}
        </TabPanel>
        <TabPanel id="alarms">
          <LoneWorkAlarmRecords ds={ds} />
        </TabPanel>
      </Tabs>
      {editing ? <LoneWorkDialog ds={ds} id={editing.id} initial={editing.initial} onClose={() => setEditing(null)} onSaved={reload} /> : null}
      {confirming ? (
        <Dialog isOpen onOpenChange={(open) => !open && setConfirming(null)} title={t('loneWork.title')} closeLabel={t('loneWork.dialog.close')} testId="lone-work-confirm">
          <DialogBody>
            <p>{t(confirming.kind === 'end' ? 'loneWork.confirm.end' : 'loneWork.confirm.delete', { name: namesOf(confirming.work) })}</p>
          </DialogBody>
          <DialogFooter>
            <Button variant="ghost" onPress={() => setConfirming(null)}>
              {t('loneWork.confirm.no')}
            </Button>
            <Button variant="danger" onPress={() => void confirm(confirming)} data-testid="lone-work-confirm-yes">
              {t('loneWork.confirm.yes')}
            </Button>
          </DialogFooter>
        </Dialog>
      ) : null}
    </section>
  );
}
