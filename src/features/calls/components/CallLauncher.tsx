import { useState, type FormEvent } from 'react';
import { Button, TextField, useT } from '../../../ui/index.ts';
import { isTerminalId } from '../model.ts';

/**
 * Calls a terminal by its 8-digit ID (the terminal list's call buttons do the same for a row).
 * Folded into one small button until opened, so the docked panel covers as little as possible.
 */
export function CallLauncher({ onCall }: { onCall: (to: string) => void }) {
  const t = useT();
  const [open, setOpen] = useState(false);
  const [to, setTo] = useState('');
  const valid = isTerminalId(to);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!valid) return;
    onCall(to.trim());
    setOpen(false);
  };
  if (!open) {
    return (
      <Button onPress={() => setOpen(true)} data-testid="call-launcher">
        {t('calls.call')}
      </Button>
    );
  }
  return (
    <form className="calls-launcher" onSubmit={submit}>
      <TextField label={t('calls.launcher.label')} value={to} onChange={setTo} inputMode="numeric" maxLength={8} testId="call-to" autoFocus />
      <Button type="submit" variant="primary" isDisabled={!valid} data-testid="call-place">
        {t('calls.call')}
      </Button>
      <Button onPress={() => setOpen(false)} data-testid="call-launcher-close">
        {t('calls.close')}
      </Button>
    </form>
  );
}
