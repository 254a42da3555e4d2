import { useId, useState } from 'react';
import { IncidentLimits, type Incident, type IncidentSubject } from '../../../../protocol/index.ts';
import { Button, useIntl, useT, type MessageKey } from '../../../ui/index.ts';
import { archiveHref, noteLength, saveErrorKey, saveIncident, type IncidentDs } from '../incidents.ts';
import type { TimelineWindow } from '../model.ts';

type SaveState =
  | { readonly kind: 'idle' }
  | { readonly kind: 'saving' }
  | { readonly kind: 'saved'; readonly incident: Incident }
  | { readonly kind: 'failed'; readonly key: MessageKey; readonly code: string };

export type IncidentSaveFormProps = {
  readonly ds: IncidentDs;
  readonly subject: IncidentSubject;
  readonly window: TimelineWindow;
  readonly onSaved: (incident: Incident) => void;
};

/**
 * Saves the loaded timeline as an incident with a note. A refused save keeps the note as typed, so
 * nothing is lost; the platform's reason is shown in words. Once saved, its archive can be downloaded.
 */
export function IncidentSaveForm({ ds, subject, window, onSaved }: IncidentSaveFormProps) {
  const t = useT();
  const intl = useIntl();
  const id = useId();
  const [note, setNote] = useState('');
  const [state, setState] = useState<SaveState>({ kind: 'idle' });
  const length = noteLength(note);
  const tooLong = length > IncidentLimits.maxNoteLength;

  const submit = () => {
    if (length === 0) return setState({ kind: 'failed', key: 'incidentTimeline.save.error.noteRequired', code: '400' });
    if (tooLong) return setState({ kind: 'failed', key: 'incidentTimeline.save.error.noteTooLong', code: '400' });
    setState({ kind: 'saving' });
    saveIncident(ds, subject, window, note).then(
      (incident) => {
        setState({ kind: 'saved', incident });
        setNote('');
        onSaved(incident);
      },
      (error: unknown) => setState({ kind: 'failed', ...saveErrorKey(error) }),
    );
  };

  return (
    <form
      className="incident-timeline__save"
      data-testid="incident-save"
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      <label className="ui-field" htmlFor={`${id}-note`}>
        <span className="ui-field__label">{t('incidentTimeline.save.note')}</span>
        <textarea
          id={`${id}-note`}
          className="ui-input incident-timeline__note-input"
          data-testid="incident-note"
          rows={3}
          value={note}
          aria-invalid={tooLong || undefined}
          onChange={(event) => {
            setNote(event.target.value);
            if (state.kind === 'failed') setState({ kind: 'idle' });
          }}
        />
      </label>
      <div className="incident-timeline__save-row">
        <span className="incident-timeline__count" data-testid="incident-note-count" data-over={tooLong || undefined}>
          {t('incidentTimeline.save.count', { count: intl.formatNumber(length), max: intl.formatNumber(IncidentLimits.maxNoteLength) })}
        </span>
        <Button type="submit" variant="primary" isDisabled={state.kind === 'saving'} data-testid="incident-save-button">
          {t('incidentTimeline.save.button')}
        </Button>
      </div>
      <p className="incident-timeline__save-status" role="status" data-testid="incident-save-status" data-kind={state.kind}>
        {state.kind === 'saving' && t('incidentTimeline.save.saving')}
        {state.kind === 'failed' && t(state.key, { code: state.code, max: intl.formatNumber(IncidentLimits.maxNoteLength) })}
        {state.kind === 'saved' && (
          <>
            {t('incidentTimeline.save.saved', { id: state.incident.id })}{' '}
            <a href={archiveHref(state.incident, intl.locale)} download data-testid="incident-saved-export">
              {t('incidentTimeline.export')}
            </a>
          </>
        )}
      </p>
    </form>
  );
}
