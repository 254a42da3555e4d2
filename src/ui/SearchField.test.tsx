import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { SearchField } from './SearchField.tsx';

function Held({ initial = '', onChange }: { initial?: string; onChange: (value: string) => void }) {
  const [value, setValue] = useState(initial);
  return (
    <SearchField
      label="Search terminals"
      placeholder="Name or ID"
      clearLabel="Clear the search"
      value={value}
      onChange={(next) => {
        setValue(next);
        onChange(next);
      }}
    />
  );
}

describe('SearchField', () => {
  it('is a search box named by its label, though the label is not shown', () => {
    render(<Held onChange={() => undefined} />);
    const box = screen.getByRole('searchbox', { name: 'Search terminals' });
    expect(box).toHaveAttribute('placeholder', 'Name or ID');
    expect(screen.getByText('Search terminals')).toHaveClass('visually-hidden');
  });

  it('gives the caller what is typed', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<Held onChange={onChange} />);
    await user.tab();
    await user.keyboard('fire');
    expect(onChange).toHaveBeenLastCalledWith('fire');
    expect(screen.getByRole('searchbox', { name: 'Search terminals' })).toHaveValue('fire');
  });

  it('Escape empties it', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<Held initial="fire" onChange={onChange} />);
    await user.tab();
    await user.keyboard('{Escape}');
    expect(onChange).toHaveBeenLastCalledWith('');
    expect(screen.getByRole('searchbox', { name: 'Search terminals' })).toHaveValue('');
  });

  it('its clear button, named for assistive technology, empties it and leaves the focus in the box', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<Held initial="fire" onChange={onChange} />);
    await user.click(screen.getByRole('button', { name: 'Clear the search' }));
    expect(onChange).toHaveBeenLastCalledWith('');
    const box = screen.getByRole('searchbox', { name: 'Search terminals' });
    expect(box).toHaveValue('');
    expect(box).toHaveFocus();
  });

  it('the clear button is no tab stop: Tab leaves the box for what follows', async () => {
    const user = userEvent.setup();
    render(
      <>
        <Held initial="fire" onChange={() => undefined} />
        <button type="button">Next</button>
      </>,
    );
    await user.tab();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Next' })).toHaveFocus();
  });
});
