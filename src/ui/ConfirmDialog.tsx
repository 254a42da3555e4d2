import { useState, type ReactNode } from 'react';
import { Button } from './Button.tsx';
import { Dialog, DialogBody, DialogFooter } from './Dialog.tsx';
import { useT } from './i18n.tsx';

type ConfirmDialogProps = {
  title: string;
  text: ReactNode;
  cancelLabel: string;
  confirmLabel: string;
  /** Runs the change; resolves with the failure text to show, or null once done (the dialog then closes). */
  onConfirm: () => Promise<string | null>;
  onClose: () => void;
  testId: string;
  confirmTestId: string;
  errorTestId?: string;
};

/** Asks before an irreversible change (a delete), keeps the dialog open with the reason when it fails. */
export function ConfirmDialog({ title, text, cancelLabel, confirmLabel, onConfirm, onClose, testId, confirmTestId, errorTestId }: ConfirmDialogProps) {
  const t = useT();
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const confirm = async () => {
    setBusy(true);
    const outcome = await onConfirm();
    setBusy(false);
    if (outcome !== null) return setFailure(outcome);
    onClose();
  };
  return (
    <Dialog isOpen onOpenChange={(open) => !open && onClose()} title={title} closeLabel={t('common.close')} testId={testId}>
      <DialogBody>
        <p>{text}</p>
        {failure ? (
          <p className="ui-field__error" role="alert" data-testid={errorTestId}>
            {failure}
          </p>
        ) : null}
      </DialogBody>
      <DialogFooter>
        <Button variant="ghost" onPress={onClose}>
          {cancelLabel}
        </Button>
        <Button variant="danger" onPress={() => void confirm()} isDisabled={busy} data-testid={confirmTestId}>
          {confirmLabel}
        </Button>
      </DialogFooter>
    </Dialog>
  );
}
