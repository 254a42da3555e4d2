import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ConfirmDialog } from './ConfirmDialog.tsx';
import { renderWithIntl } from './test/intl.tsx';

/** A promise the test settles itself, to look at the dialog while the change runs. */
function pending<T>() {
  let resolve: (value: T) => void = () => undefined;
  const promise = new Promise<T>((settle) => {
    resolve = settle;
  });
  return { promise, resolve };
}

function renderDelete(onConfirm: () => Promise<string | null>) {
  const onClose = vi.fn();
  renderWithIntl(
    <ConfirmDialog
      title="Delete terminal"
      text="Terminal 20000001 and its history will be deleted."
      cancelLabel="Cancel"
      confirmLabel="Delete"
      onConfirm={onConfirm}
      onClose={onClose}
      testId="delete-terminal"
      confirmTestId="delete-terminal-confirm"
      errorTestId="delete-terminal-error"
    />,
  );
  return { user: userEvent.setup(), onClose };
}

describe('ConfirmDialog', () => {
  it('is a dialog named by its title that says what will happen', () => {
    renderDelete(async () => null);
    const dialog = screen.getByRole('dialog', { name: 'Delete terminal' });
    expect(dialog).toHaveTextContent('Terminal 20000001 and its history will be deleted.');
    expect(screen.getByRole('button', { name: 'Delete' })).toBeEnabled();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('confirmed, runs the change and closes once it is done, the button disabled meanwhile', async () => {
    const change = pending<string | null>();
    const onConfirm = vi.fn(() => change.promise);
    const { user, onClose } = renderDelete(onConfirm);
    await user.click(screen.getByRole('button', { name: 'Delete' }));
    expect(onConfirm).toHaveBeenCalledTimes(1);
    // A second press while the first runs would delete twice.
    expect(screen.getByRole('button', { name: 'Delete' })).toBeDisabled();
    expect(onClose).not.toHaveBeenCalled();
    change.resolve(null);
    await vi.waitFor(() => expect(onClose).toHaveBeenCalledTimes(1));
  });

  it('when the change fails, stays open with the reason as an alert, shown as text', async () => {
    const reason = 'Terminal <i>20000001</i> is in a call';
    const { user, onClose } = renderDelete(async () => reason);
    await user.click(screen.getByRole('button', { name: 'Delete' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(reason);
    expect(alert.querySelector('i')).toBeNull();
    expect(onClose).not.toHaveBeenCalled();
    expect(screen.getByRole('dialog', { name: 'Delete terminal' })).toBeInTheDocument();
    // The dispatcher may try again.
    expect(screen.getByRole('button', { name: 'Delete' })).toBeEnabled();
  });

  it('Cancel and the close button (each named once) close it without the change', async () => {
    const onConfirm = vi.fn(async () => null);
    const { user, onClose } = renderDelete(onConfirm);
    const cancel = screen.getByRole('button', { name: 'Cancel' });
    const close = screen.getByRole('button', { name: 'Close' });
    expect(cancel).toHaveTextContent('Cancel');
    await user.click(cancel);
    await user.click(close);
    expect(onClose).toHaveBeenCalledTimes(2);
    expect(onConfirm).not.toHaveBeenCalled();
  });

  it('Escape closes it without the change', async () => {
    const onConfirm = vi.fn(async () => null);
    const { user, onClose } = renderDelete(onConfirm);
    await user.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(onConfirm).not.toHaveBeenCalled();
  });

  it('is worked from the keyboard: Tab reaches Delete and Enter confirms', async () => {
    const onConfirm = vi.fn(async () => null);
    const { user, onClose } = renderDelete(onConfirm);
    const confirm = screen.getByRole('button', { name: 'Delete' });
    for (let step = 0; step < 4 && document.activeElement !== confirm; step += 1) await user.tab();
    expect(confirm).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(onConfirm).toHaveBeenCalledTimes(1);
    await vi.waitFor(() => expect(onClose).toHaveBeenCalledTimes(1));
  });
});
