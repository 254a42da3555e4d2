import { useMemo, useState, type FormEvent } from 'react';
import type { TempGroup } from '../../../../protocol/index.ts';
import type { TerminalRecord } from '../../../state/fleet.ts';
import { Button, Dialog, DialogBody, DialogFooter, TextField, useT, useToast } from '../../../ui/index.ts';
import type { SendCommand } from '../../voice/index.ts';
import { checkDraft, isValid, refusalOf, type FormProblem } from '../model/model.ts';
import { problemText } from '../model/problemText.ts';
import { MemberPicker } from './MemberPicker.tsx';

type TempGroupDialogProps = {
  /** The group to edit; none for a new one. */
  group: TempGroup | null;
  me: string | null;
  terminals: ReadonlyMap<string, TerminalRecord>;
  /** Names of fixed groups and of the other temp groups. */
  taken: readonly string[];
  online: boolean;
  send: SendCommand;
  onClose: () => void;
};

/**
 * New and edit temp group form: name and members, checked as the dispatcher types and again on
 * submit; the platform's refusals show in the same places with the same words.
 */
export function TempGroupDialog({ group, me, terminals, taken, online, send, onClose }: TempGroupDialogProps) {
  const t = useT();
  const toast = useToast();
  const mode = group ? 'edit' : 'create';
  const [name, setName] = useState(group?.name ?? '');
  const [chosen, setChosen] = useState<ReadonlySet<string>>(() => new Set(group?.members ?? []));
  const [touched, setTouched] = useState({ name: false, members: false });
  const [submitted, setSubmitted] = useState(false);
  const [refusal, setRefusal] = useState<FormProblem | null>(null);
  const [busy, setBusy] = useState(false);

  const members = useMemo(() => [...chosen], [chosen]);
  const check = useMemo(() => checkDraft({ name, members }, taken, mode), [name, members, taken, mode]);
  const shown = (field: 'name' | 'members'): FormProblem | null => {
    if (refusal?.field === field) return refusal;
    return touched[field] || submitted ? check[field] : null;
  };
  const nameProblem = shown('name');
  const membersProblem = shown('members');

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    if (!isValid(check) || !online || busy) return;
    setBusy(true);
    const trimmed = name.trim();
    const request = group ? send('tempGroupEdit', { gid: group.gid, name: trimmed, members }) : send('tempGroupCreate', { name: trimmed, members });
    request.then(
      () => {
        const done = mode === 'create' ? 'tempGroups.created' : check.removesGroup ? 'tempGroups.removed' : 'tempGroups.saved';
        toast({ tone: 'success', text: t(done, { group: trimmed }) });
        onClose();
      },
      (error: unknown) => {
        setRefusal(refusalOf(error));
        setBusy(false);
      },
    );
  };

  return (
    <Dialog
      isOpen
      onOpenChange={(open) => !open && onClose()}
      title={t(group ? 'tempGroups.editTitle' : 'tempGroups.new')}
      closeLabel={t('common.close')}
      size="large"
      testId="temp-group-dialog"
    >
      <form onSubmit={submit} noValidate>
        <DialogBody>
          <TextField
            label={t('tempGroups.name')}
            value={name}
            onChange={(value) => {
              setName(value);
              setTouched((was) => ({ ...was, name: true }));
              if (refusal?.field !== 'members') setRefusal(null);
            }}
            error={nameProblem ? problemText(t, nameProblem) : null}
            autoFocus
            isRequired
            testId="temp-group-name"
          />
          <MemberPicker
            terminals={terminals}
            chosen={chosen}
            exclude={group ? null : me}
            error={membersProblem ? problemText(t, membersProblem) : null}
            onChange={(next) => {
              setChosen(next);
              setTouched((was) => ({ ...was, members: true }));
              if (refusal?.field !== 'name') setRefusal(null);
            }}
          />
          {check.removesGroup ? (
            <p className="temp-groups__warning" role="alert" data-testid="temp-group-will-remove">
              {t('tempGroups.willRemove')}
            </p>
          ) : null}
          {!online ? (
            <p className="temp-groups__warning" role="alert" data-testid="temp-group-offline">
              {t('tempGroups.offline')}
            </p>
          ) : refusal?.field === 'form' ? (
            <p className="ui-field__error" role="alert" data-testid="temp-group-form-error">
              {problemText(t, refusal)}
            </p>
          ) : null}
        </DialogBody>
        <DialogFooter>
          <Button variant="ghost" onPress={onClose}>
            {t('common.cancel')}
          </Button>
          <Button type="submit" variant={check.removesGroup ? 'danger' : 'primary'} isDisabled={!online || busy} data-testid="temp-group-submit">
            {t(mode === 'create' ? 'tempGroups.create' : check.removesGroup ? 'tempGroups.saveRemove' : 'common.save')}
          </Button>
        </DialogFooter>
      </form>
    </Dialog>
  );
}
