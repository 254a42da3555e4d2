import { useEffect, useState } from 'react';
import { DsError, type Incident } from '../../../../protocol/index.ts';
import { Button, useIntl, useT } from '../../../ui/index.ts';
import { archiveHref, loadIncidents, type IncidentDs } from '../incidents.ts';

type Listed = { readonly kind: 'loading' } | { readonly kind: 'failed'; readonly code: string } | { readonly kind: 'ready'; readonly list: readonly Incident[] };

export type IncidentListProps = {
  readonly ds: IncidentDs;
  /** Bumped after a save, so the list reads again. */
  readonly version: number;
  readonly onReopen: (incident: Incident) => void;
};

/** The saved incidents, newest first: each reopens its timeline or downloads its archive. The note is network text. */
export function IncidentList({ ds, version, onReopen }: IncidentListProps) {
  const t = useT();
  const intl = useIntl();
  const [listed, setListed] = useState<Listed>({ kind: 'loading' });

  useEffect(() => {
    let live = true;
    loadIncidents(ds).then(
      (page) => live && setListed({ kind: 'ready', list: page.list }),
      (error: unknown) => live && setListed({ kind: 'failed', code: error instanceof DsError ? error.code : '500' }),
    );
    return () => {
      live = false;
    };
  }, [ds, version]);

  const time = (value: number) => intl.formatDate(value, { dateStyle: 'short', timeStyle: 'short' });
  return (
    <details className="incident-timeline__incidents" data-testid="incident-list" data-kind={listed.kind}>
      <summary>{t('incidentTimeline.incidents.title')}</summary>
      {listed.kind === 'loading' && <p role="status">{t('incidentTimeline.incidents.loading')}</p>}
      {listed.kind === 'failed' && <p role="alert">{t('incidentTimeline.incidents.failed', { code: listed.code })}</p>}
      {listed.kind === 'ready' && listed.list.length === 0 && <p>{t('incidentTimeline.incidents.none')}</p>}
      {listed.kind === 'ready' && listed.list.length > 0 && (
        <ul className="incident-timeline__incident-list">
          {listed.list.map((incident) => (
            <li key={incident.id} data-testid="incident-item" data-id={incident.id} data-subject={`${incident.subject.kind}:${incident.subject.id}`}>
              <span className="incident-timeline__incident-head">
                {t(incident.subject.kind === 'group' ? 'incidentTimeline.incidents.group' : 'incidentTimeline.incidents.terminal', {
                  id: incident.id,
                  name: incident.subjectName,
                  start: time(incident.start),
                  end: time(incident.end),
                })}
              </span>
              <span className="incident-timeline__incident-note" data-testid="incident-item-note">
                {incident.note}
              </span>
              <span className="incident-timeline__incident-actions">
                <Button variant="secondary" data-testid="incident-reopen" onPress={() => onReopen(incident)}>
                  {t('incidentTimeline.incidents.reopen')}
                </Button>
                <a className="ui-button ui-button--secondary" href={archiveHref(incident, intl.locale)} download data-testid="incident-export">
                  {t('incidentTimeline.export')}
                </a>
              </span>
            </li>
          ))}
        </ul>
      )}
    </details>
  );
}
