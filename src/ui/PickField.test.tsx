import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { PickField, type PickOption } from './PickField.tsx';

/** A fleet of twelve terminals; the caller's search matches names and IDs. */
const FLEET: readonly PickOption[] = Array.from({ length: 12 }, (_, n) => ({ value: String(20000001 + n), label: `Engine ${n + 1} (${20000001 + n})` }));

const searchFleet = (query: string, limit: number) => {
  const matches = FLEET.filter((option) => option.label.toLowerCase().includes(query.toLowerCase()));
  return { options: matches.slice(0, limit), total: matches.length };
};

function renderPicker({ limit = 3 }: { limit?: number } = {}) {
  const onPick = vi.fn();
  const search = vi.fn(searchFleet);
  render(
    <PickField
      label="Add a terminal"
      placeholder="Name or ID"
      search={search}
      onPick={onPick}
      moreText={(count) => `${count} more: type more of the name or ID`}
      noMatchText="No terminal matches"
      limit={limit}
    />,
  );
  const box = screen.getByRole('combobox', { name: 'Add a terminal' });
  return { user: userEvent.setup(), onPick, search, box };
}

describe('PickField', () => {
  it('is a combo box named by its label, its list closed and no search made while empty', () => {
    const { box, search } = renderPicker();
    expect(box).toHaveAttribute('placeholder', 'Name or ID');
    expect(box).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('listbox')).toBeNull();
    expect(search).not.toHaveBeenCalled();
  });

  it('offers the caller\'s best matches as one types, and says how many more there are', async () => {
    const { user, box, search } = renderPicker({ limit: 3 });
    await user.type(box, ' engine ');
    const list = await screen.findByRole('listbox');
    // What was typed, without its spaces, and the limit.
    expect(search).toHaveBeenLastCalledWith('engine', 3);
    expect(within(list).getAllByRole('option').map((option) => option.textContent)).toEqual(['Engine 1 (20000001)', 'Engine 2 (20000002)', 'Engine 3 (20000003)']);
    const more = screen.getByText('9 more: type more of the name or ID');
    expect(more).toBeVisible();
    // The note is the box's description, so a screen reader hears it with the list.
    expect(box.getAttribute('aria-describedby')?.split(' ')).toContain(more.id);
    expect(box).toHaveAttribute('aria-expanded', 'true');
  });

  it('says so when nothing matches', async () => {
    const { user, box } = renderPicker();
    await user.type(box, 'ladder');
    const list = await screen.findByRole('listbox');
    // React Aria reads the note as the list's one entry, so a screen reader hears it.
    expect(within(list).getAllByRole('option').map((option) => option.textContent)).toEqual(['No terminal matches']);
  });

  it('Down and Enter pick the entry, handing the caller its value, and the box empties for the next', async () => {
    const { user, box, onPick } = renderPicker();
    await user.type(box, 'engine 1');
    await screen.findByRole('listbox');
    await user.keyboard('{ArrowDown}{ArrowDown}');
    // Engine 1, Engine 10, Engine 11 match: the second is Engine 10.
    expect(screen.getByRole('option', { name: 'Engine 10 (20000010)' })).toHaveAttribute('data-focused', 'true');
    await user.keyboard('{Enter}');
    expect(onPick).toHaveBeenCalledWith('20000010');
    expect(box).toHaveValue('');
    expect(box).toHaveFocus();
    // The list closes: it does not come back empty, saying nothing matches.
    expect(screen.queryByRole('listbox')).toBeNull();
    expect(box).toHaveAttribute('aria-expanded', 'false');
  });

  it('a click on an entry picks it', async () => {
    const { user, box, onPick } = renderPicker();
    await user.type(box, '20000007');
    await user.click(await screen.findByRole('option', { name: 'Engine 7 (20000007)' }));
    expect(onPick).toHaveBeenCalledWith('20000007');
    expect(onPick).toHaveBeenCalledTimes(1);
    expect(box).toHaveValue('');
  });

  it('Escape closes the list without picking', async () => {
    const { user, box, onPick } = renderPicker();
    await user.type(box, 'engine');
    await screen.findByRole('listbox');
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('listbox')).toBeNull();
    expect(onPick).not.toHaveBeenCalled();
  });
});
