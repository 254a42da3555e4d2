import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { DateTimeField } from './LazyDateTimeField.tsx';
import { renderWithIntl } from './test/intl.tsx';

describe('DateTimeField, loaded on first use', () => {
  // One test: the field's module, once loaded, stays loaded for the rest of the file.
  it('holds the field\'s place with its label and a busy box, then becomes the working field', async () => {
    const onChange = vi.fn();
    renderWithIntl(<DateTimeField label="Until" kind="date" value="2026-11-28" onChange={onChange} testId="until" />);
    expect(screen.getByText('Until')).toBeInTheDocument();
    expect(document.querySelector('[aria-busy="true"]')).not.toBeNull();
    expect(screen.queryByRole('spinbutton')).toBeNull();

    const group = await screen.findByRole('group', { name: 'Until' });
    expect(document.querySelector('[aria-busy="true"]')).toBeNull();
    expect(group).toHaveAttribute('data-value', '2026-11-28');
    // Every prop reaches the loaded field: its change comes back to the caller.
    const user = userEvent.setup();
    await user.click(screen.getByRole('spinbutton', { name: /^day/ }));
    await user.keyboard('{ArrowDown}');
    expect(onChange).toHaveBeenLastCalledWith('2026-11-27');
  });
});
