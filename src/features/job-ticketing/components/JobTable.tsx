import { useState } from 'react';
import { jobHandler, type Job } from '../../../../protocol/index.ts';
import { Button, Cell, DataTable, useIntl, useT } from '../../../ui/index.ts';

type JobTableProps = { jobs: readonly Job[]; busy: boolean; me: string | null; onDelete: (job: Job) => Promise<boolean>; onHandOver: (job: Job) => void };

/**
 * Task, assignees with each one's execution state, dispatch time, place, creator, the dispatcher
 * handling it (several dispatchers at once; its handler may hand it over); delete after a confirmation.
 */
export function JobTable({ jobs, busy, me, onDelete, onHandOver }: JobTableProps) {
  const t = useT();
  const intl = useIntl();
  const [confirming, setConfirming] = useState<string | null>(null);
  if (jobs.length === 0) return <p className="job-ticketing__empty">{t('jobs.empty')}</p>;
  return (
    <DataTable className="job-table" testId="job-table" label={t('jobs.title')}>
      <thead>
        <tr>
          <th>{t('jobs.field.task')}</th>
          <th>{t('jobs.field.assignees')}</th>
          <th>{t('jobs.field.dispatchTime')}</th>
          <th>{t('jobs.field.place')}</th>
          <th>{t('jobs.field.creator')}</th>
          <th>{t('jobs.field.handler')}</th>
          <th>{t('jobs.field.actions')}</th>
        </tr>
      </thead>
      <tbody>
        {jobs.map((job) => {
          const handler = jobHandler(job);
          return (
            <tr key={job.id} data-testid={`job-${job.id}`} data-task={job.task}>
              <td className="job-table__task">{job.task}</td>
              <td>
                <ul className="job-table__assignees">
                  {job.jobMsList.map((assignee) => (
                    <li key={assignee.msId} data-testid={`job-${job.id}-assignee-${assignee.msId}`} data-state={assignee.state}>
                      <span>{assignee.msName || assignee.msId}</span>
                      <span className={`job-state job-state--${assignee.state}`}>{t(`jobs.state.${assignee.state}`)}</span>
                    </li>
                  ))}
                </ul>
              </td>
              <Cell kind="date">{intl.formatDate(job.dispatchTime, { dateStyle: 'short', timeStyle: 'short' })}</Cell>
              <td data-testid="job-place-cell">{job.lat !== null && job.lng !== null ? job.address || `${job.lat.toFixed(5)}, ${job.lng.toFixed(5)}` : '—'}</td>
              <td>{job.creatorName}</td>
              <td data-testid="job-handler" data-handler={handler.msId}>
                {handler.msId === me ? t('jobs.handledByYou') : handler.msName}
              </td>
              <td>
                {handler.msId === me ? (
                  <Button variant="ghost" isDisabled={busy} onPress={() => onHandOver(job)} data-testid="job-hand-over">
                    {t('jobs.handOver')}
                  </Button>
                ) : null}
                {confirming === job.id ? (
                  <span className="job-table__confirm" role="alert">
                    {t('jobs.deleteConfirm')}
                    <Button variant="danger" isDisabled={busy} onPress={() => void onDelete(job).then((done) => done && setConfirming(null))} data-testid="job-delete-confirm">
                      {t('jobs.delete')}
                    </Button>
                    <Button variant="ghost" onPress={() => setConfirming(null)} data-testid="job-delete-cancel">
                      {t('common.cancel')}
                    </Button>
                  </span>
                ) : (
                  <Button variant="ghost" isDisabled={busy} onPress={() => setConfirming(job.id)} data-testid="job-delete">
                    {t('jobs.delete')}
                  </Button>
                )}
              </td>
            </tr>
          );
        })}
      </tbody>
    </DataTable>
  );
}
