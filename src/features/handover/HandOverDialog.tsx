import { useState } from 'react';
import { handOverTargets } from '../../../protocol/index.ts';
import { terminalsAtom } from '../../state/eventLog.ts';
import { useAtomValue } from '../../state/jotai.ts';
import { userAtom } from '../../state/session.ts';
import { Button, Dialog, DialogBody, DialogFooter, SelectField } from '../../ui/index.ts';

/** What the dialog says, in the caller's words (each feature keeps its own catalogue). */
export type HandOverWords = { readonly title: string; readonly to: string; readonly none: string; readonly submit: string; readonly cancel: string };

type HandOverDialogProps = {
  words: HandOverWords;
  /** Prefix of the test ids: `<prefix>-dialog`, `-to`, `-error`, `-submit`. */
  testId: string;
  /** Asks the platform; the refusal already in the dispatcher's words, or null when it was handed over. */
  onHandOver: (to: string) => Promise<string | null>;
  onClose: () => void;
};

/**
 * Several dispatchers at once: the handler of an SOS alarm, a job or a call gives it to another
 * dispatcher, chosen from the dispatcher accounts (protocol/handover.ts).
 */
export function HandOverDialog({ words, testId, onHandOver, onClose }: HandOverDialogProps) {
  const me = useAtomValue(userAtom)?.msId ?? null;
  const targets = handOverTargets(useAtomValue(terminalsAtom).values(), me);
  const [to, setTo] = useState(targets[0]?.msId ?? '');
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const submit = async () => {
    if (!to) return;
    setBusy(true);
    const refusal = await onHandOver(to);
    setBusy(false);
    if (refusal !== null) return setFailure(refusal);
    onClose();
  };
  return (
    <Dialog isOpen onOpenChange={(open) => !open && onClose()} title={words.title} closeLabel={words.cancel} testId={`${testId}-dialog`}>
      <DialogBody>
        {targets.length === 0 ? (
          <p>{words.none}</p>
        ) : (
          <SelectField label={words.to} value={to} onChange={setTo} options={targets.map(({ msId, msName }) => ({ value: msId, label: `${msName} (${msId})` }))} testId={`${testId}-to`} />
        )}
        {failure ? (
          <p className="ui-field__error" role="alert" data-testid={`${testId}-error`}>
            {failure}
          </p>
        ) : null}
      </DialogBody>
      <DialogFooter>
        <Button variant="ghost" onPress={onClose}>
          {words.cancel}
        </Button>
        <Button variant="primary" onPress={() => void submit()} isDisabled={busy || !to} data-testid={`${testId}-submit`}>
          {words.submit}
        </Button>
      </DialogFooter>
    </Dialog>
  );
}
