import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { Dialog, DialogBody, DialogFooter } from './Dialog.tsx';

/** A screen that opens the dialog from a button and closes it when asked, as every caller does. */
function GroupScreen({ onOpenChange }: { onOpenChange: (open: boolean) => void }) {
  const [open, setOpen] = useState(false);
  const change = (next: boolean) => {
    setOpen(next);
    onOpenChange(next);
  };
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        New group
      </button>
      <Dialog isOpen={open} onOpenChange={change} title="New group" closeLabel="Close">
        <DialogBody>
          <label>
            Group name
            <input />
          </label>
        </DialogBody>
        <DialogFooter>
          <button type="button" onClick={() => change(false)}>
            Create
          </button>
        </DialogFooter>
      </Dialog>
    </>
  );
}

async function openDialog() {
  const user = userEvent.setup();
  const onOpenChange = vi.fn();
  render(<GroupScreen onOpenChange={onOpenChange} />);
  await user.click(screen.getByRole('button', { name: 'New group' }));
  const dialog = await screen.findByRole('dialog', { name: 'New group' });
  return { user, onOpenChange, dialog };
}

describe('Dialog', () => {
  it('renders nothing while closed', () => {
    render(<Dialog isOpen={false} onOpenChange={() => undefined} title="New group" closeLabel="Close">body</Dialog>);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.queryByText('body')).toBeNull();
  });

  it('open, is a modal dialog named by its title, its content inside', async () => {
    const { dialog } = await openDialog();
    expect(screen.getByRole('heading', { name: 'New group' })).toBeInTheDocument();
    expect(dialog).toContainElement(screen.getByRole('textbox', { name: 'Group name' }));
    // The page behind is hidden from assistive technology while the dialog is up.
    expect(screen.queryByRole('button', { name: 'New group' })).toBeNull();
  });

  it('takes the focus and keeps it inside while Tab goes round', async () => {
    const { user, dialog } = await openDialog();
    expect(dialog).toContainElement(document.activeElement as HTMLElement);
    for (let step = 0; step < 4; step += 1) {
      await user.tab();
      expect(dialog).toContainElement(document.activeElement as HTMLElement);
    }
  });

  it('Escape closes it, and the focus goes back to what opened it', async () => {
    const { user, onOpenChange } = await openDialog();
    await user.keyboard('{Escape}');
    expect(onOpenChange).toHaveBeenCalledWith(false);
    expect(screen.queryByRole('dialog')).toBeNull();
    // React Aria restores the focus on the next animation frame.
    await waitFor(() => expect(screen.getByRole('button', { name: 'New group' })).toHaveFocus());
  });

  it('its close button, named by closeLabel, closes it', async () => {
    const { user, onOpenChange } = await openDialog();
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(onOpenChange).toHaveBeenCalledWith(false);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('a click outside closes it', async () => {
    const { user, onOpenChange, dialog } = await openDialog();
    // The overlay around the modal: what a click beside the dialog lands on.
    const overlay = dialog.closest('.ui-overlay');
    expect(overlay).not.toBeNull();
    await user.click(overlay as Element);
    expect(onOpenChange).toHaveBeenCalledWith(false);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('a click inside does not close it', async () => {
    const { user, onOpenChange } = await openDialog();
    await user.click(screen.getByRole('textbox', { name: 'Group name' }));
    await user.keyboard('Fire');
    expect(onOpenChange).not.toHaveBeenCalled();
    expect(screen.getByRole('textbox', { name: 'Group name' })).toHaveValue('Fire');
  });
});
