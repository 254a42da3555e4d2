import { useEffect, useState } from 'react';
import { HelpPaths } from '../../../protocol/index.ts';
import { Dialog, DialogBody, useT } from '../../ui/index.ts';

type Notes = { state: 'loading' } | { state: 'shown'; text: string } | { state: 'failed' };

/** The repository's CHANGELOG.md as the emulator serves it, shown as plain text (never as HTML). */
export function ReleaseNotesDialog({ onClose }: { onClose: () => void }) {
  const t = useT();
  const [notes, setNotes] = useState<Notes>({ state: 'loading' });
  useEffect(() => {
    const abort = new AbortController();
    fetch(HelpPaths.releaseNotes, { signal: abort.signal })
      .then(async (response) => {
        if (!response.ok) throw new Error(`HTTP ${response.status}`);
        setNotes({ state: 'shown', text: await response.text() });
      })
      .catch(() => {
        if (!abort.signal.aborted) setNotes({ state: 'failed' });
      });
    return () => abort.abort();
  }, []);
  return (
    <Dialog isOpen onOpenChange={(open) => !open && onClose()} title={t('header.releaseNotes')} closeLabel={t('common.close')} size="large" testId="release-notes-dialog">
      <DialogBody>
        {notes.state === 'shown' ? (
          <pre className="release-notes" data-testid="release-notes-text">
            {notes.text}
          </pre>
        ) : (
          <p role={notes.state === 'failed' ? 'alert' : 'status'} className={notes.state === 'failed' ? 'form-error' : undefined} data-testid="release-notes-status">
            {t(notes.state === 'failed' ? 'header.releaseNotes.failed' : 'header.releaseNotes.loading')}
          </p>
        )}
      </DialogBody>
    </Dialog>
  );
}
