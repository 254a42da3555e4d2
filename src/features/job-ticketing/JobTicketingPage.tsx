import { Suspense, useCallback, useEffect, useState } from 'react';
import type { Job, JobPage } from '../../../protocol/index.ts';
import { useAtomValue } from '../../state/jotai.ts';
import { userAtom } from '../../state/session.ts';
import { HandOverDialog } from '../handover/index.ts';
import { Button, useT, useToast } from '../../ui/index.ts';
import { PlacePickerMap } from '../maps/index.ts';
import { jobRevisionAtom } from './atoms.ts';
import { JobForm } from './components/JobForm.tsx';
import { JobTable } from './components/JobTable.tsx';
import { deleteJob, handOverJob, jobFailureKey, listJobs, pageCount, type JobDs } from './model/jobDs.ts';
import './job-ticketing.css';

export type JobTicketingPageProps = {
  ds: JobDs;
  /** A terminal to send a new job to (the terminal operations' entry): the create dialog opens with it chosen. */
  assignee?: string | null;
};

/**
 * Job ticketing (SPEC §2 /job-ticketings/job-ticketing): the jobs newest first, 20 a page, with each
 * assignee's execution state as the socket reports it; create and delete.
 */
export function JobTicketingPage({ ds, assignee = null }: JobTicketingPageProps) {
  const t = useT();
  const toast = useToast();
  const revision = useAtomValue(jobRevisionAtom);
  const [page, setPage] = useState(1);
  const [data, setData] = useState<{ page: JobPage; jobs: Job[] } | null>(null);
  const [loadFailed, setLoadFailed] = useState(false);
  const [creating, setCreating] = useState(assignee !== null);
  const [busy, setBusy] = useState(false);
  const [actionError, setActionError] = useState<string | null>(null);
  const [handingOver, setHandingOver] = useState<Job | null>(null);
  const me = useAtomValue(userAtom)?.msId ?? null;

  const load = useCallback(
    (wanted: number) =>
      listJobs(ds, wanted).then(
        (found) => {
          // A page emptied by deletes falls back to the last one that has jobs.
          const last = pageCount(found.page);
          if (wanted > last) {
            setPage(last);
            return;
          }
          setData(found);
          setLoadFailed(false);
        },
        () => setLoadFailed(true),
      ),
    [ds],
  );

  useEffect(() => {
    void load(page);
  }, [load, page, revision]);

  /** SPEC: a refresh reads page 1. */
  const refresh = () => {
    if (page === 1) void load(1);
    else setPage(1);
  };

  const remove = async (job: Job): Promise<boolean> => {
    setBusy(true);
    setActionError(null);
    const result = await deleteJob(ds, job.id);
    setBusy(false);
    if (!result.ok) {
      setActionError(t(jobFailureKey(result), { code: result.code }));
      void load(page);
      return false;
    }
    toast({ tone: 'success', text: t('jobs.deleted') });
    void load(page);
    return true;
  };

  const pages = data ? pageCount(data.page) : 1;
  return (
    <section className="job-ticketing" data-testid="job-ticketing" aria-busy={data === null && !loadFailed}>
      <header className="job-ticketing__header">
        <h1 className="job-ticketing__title">{t('jobs.title')}</h1>
        <Button variant="primary" onPress={() => setCreating(true)} data-testid="job-create">
          {t('jobs.create')}
        </Button>
        <Button variant="ghost" onPress={refresh} data-testid="job-refresh">
          {t('jobs.refresh')}
        </Button>
      </header>
      {loadFailed ? (
        <p className="ui-field__error" role="alert">
          {t('jobs.loadFailed')}
        </p>
      ) : null}
      {actionError ? (
        <p className="ui-field__error" role="alert" data-testid="job-action-error">
          {actionError}
        </p>
      ) : null}
      {data ? <JobTable jobs={data.jobs} busy={busy} me={me} onDelete={remove} onHandOver={setHandingOver} /> : null}
      {handingOver ? (
        <HandOverDialog
          words={{ title: t('jobs.handOver.title', { name: handingOver.task }), to: t('jobs.handOver.to'), none: t('jobs.handOver.none'), submit: t('jobs.handOver'), cancel: t('common.cancel') }}
          testId="job-hand-over"
          onHandOver={async (to) => {
            const result = await handOverJob(ds, handingOver.id, to);
            if (!result.ok) return t(jobFailureKey(result), { code: result.code });
            toast({ tone: 'success', text: t('jobs.handedOver') });
            void load(page);
            return null;
          }}
          onClose={() => setHandingOver(null)}
        />
      ) : null}
      {data && data.page.total > 0 ? (
        <nav className="job-ticketing__pager" aria-label={t('jobs.pages')}>
          <Button variant="ghost" isDisabled={page <= 1} onPress={() => setPage(page - 1)} data-testid="job-page-previous">
            {t('jobs.page.previous')}
          </Button>
          <span data-testid="job-page">{t('jobs.page.of', { page, pages, total: data.page.total })}</span>
          <Button variant="ghost" isDisabled={page >= pages} onPress={() => setPage(page + 1)} data-testid="job-page-next">
            {t('jobs.page.next')}
          </Button>
        </nav>
      ) : null}
      {creating ? (
        <JobForm
          ds={ds}
          initialMsIds={assignee ? [assignee] : []}
          placePicker={({ place, onPick }) => (
            <div className="job-form__map">
              <Suspense fallback={null}>
                <PlacePickerMap ds={ds} place={place} onPick={onPick} label={t('jobs.place.map')} />
              </Suspense>
            </div>
          )}
          onClose={() => setCreating(false)}
          onCreated={() => {
            setCreating(false);
            toast({ tone: 'success', text: t('jobs.created') });
            refresh();
          }}
        />
      ) : null}
    </section>
  );
}
