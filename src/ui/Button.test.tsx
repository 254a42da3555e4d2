import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ActionButton, Button, IconButton } from './Button.tsx';

describe('Button', () => {
  it('is a button named by its text that a click, Enter and Space press', async () => {
    const user = userEvent.setup();
    const onPress = vi.fn();
    render(<Button onPress={onPress}>Acknowledge</Button>);
    const button = screen.getByRole('button', { name: 'Acknowledge' });
    await user.tab();
    expect(button).toHaveFocus();
    await user.keyboard('{Enter}');
    await user.keyboard(' ');
    await user.click(button);
    expect(onPress).toHaveBeenCalledTimes(3);
  });

  it('when disabled, takes no press and no tab stop', async () => {
    const user = userEvent.setup();
    const onPress = vi.fn();
    render(
      <>
        <Button onPress={onPress} isDisabled>
          Delete
        </Button>
        <Button>Cancel</Button>
      </>,
    );
    const button = screen.getByRole('button', { name: 'Delete' });
    expect(button).toBeDisabled();
    await user.click(button);
    await user.tab();
    // Tab goes past the disabled button to the next one.
    expect(screen.getByRole('button', { name: 'Cancel' })).toHaveFocus();
    expect(onPress).not.toHaveBeenCalled();
  });
});

describe('IconButton', () => {
  it('is named by its label, not by its drawing, and shows the label as a tooltip on keyboard focus', async () => {
    const user = userEvent.setup();
    const onPress = vi.fn();
    render(<IconButton icon="refresh" label="Reload the list" onPress={onPress} />);
    const button = screen.getByRole('button', { name: 'Reload the list' });
    expect(within(button).queryByRole('img')).toBeNull();
    await user.tab();
    expect(await screen.findByRole('tooltip')).toHaveTextContent('Reload the list');
    await user.keyboard('{Enter}');
    expect(onPress).toHaveBeenCalledTimes(1);
  });

  it('shows a tooltip other than its name when given one', async () => {
    const user = userEvent.setup();
    render(<IconButton icon="download" label="Download the recording of call 12" tooltip="Download" />);
    await user.tab();
    expect(await screen.findByRole('tooltip')).toHaveTextContent(/^Download$/);
    expect(screen.getByRole('button', { name: 'Download the recording of call 12' })).toHaveFocus();
  });

  it('when disabled, keeps its name and tells what it would do through the browser\'s title', async () => {
    const user = userEvent.setup();
    const onPress = vi.fn();
    render(<IconButton icon="power" label="Switch off" tooltip="Switch the terminal off" isDisabled onPress={onPress} />);
    const button = screen.getByRole('button', { name: 'Switch off' });
    expect(button).toBeDisabled();
    expect(screen.getByTitle('Switch the terminal off')).toContainElement(button);
    await user.click(button);
    expect(onPress).not.toHaveBeenCalled();
  });
});

describe('ActionButton', () => {
  it('shows its text and is named by its fuller label', async () => {
    const user = userEvent.setup();
    const onPress = vi.fn();
    render(<ActionButton icon="edit" text="Edit" label="Edit terminal 20000001" onPress={onPress} />);
    const button = screen.getByRole('button', { name: 'Edit terminal 20000001' });
    expect(button).toHaveTextContent('Edit');
    await user.click(button);
    expect(onPress).toHaveBeenCalledTimes(1);
  });

  it('compact, shows only its icon, with the text as tooltip', async () => {
    const user = userEvent.setup();
    render(<ActionButton icon="edit" text="Edit" label="Edit terminal 20000001" compact />);
    const button = screen.getByRole('button', { name: 'Edit terminal 20000001' });
    expect(button).not.toHaveTextContent('Edit');
    await user.tab();
    expect(await screen.findByRole('tooltip')).toHaveTextContent(/^Edit$/);
  });
});
