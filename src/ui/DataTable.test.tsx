import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { Cell, DataTable } from './DataTable.tsx';

function Terminals() {
  return (
    <DataTable label="Terminals" testId="terminal-table">
      <thead>
        <tr>
          <th scope="col">ID</th>
          <th scope="col">Name</th>
          <th scope="col">Status</th>
          <th scope="col">Actions</th>
        </tr>
      </thead>
      <tbody>
        <tr>
          <Cell kind="id">20000001</Cell>
          <Cell>Dispatcher One with a name longer than the column</Cell>
          <Cell kind="status" title="Online since 09:12">
            Online
          </Cell>
          <Cell kind="actions">
            <button type="button">Edit</button>
          </Cell>
        </tr>
      </tbody>
    </DataTable>
  );
}

describe('DataTable', () => {
  it('is a table in a scrolling region, both named by its label', () => {
    render(<Terminals />);
    const region = screen.getByRole('region', { name: 'Terminals' });
    const table = within(region).getByRole('table');
    expect(within(table).getAllByRole('columnheader').map((header) => header.textContent)).toEqual(['ID', 'Name', 'Status', 'Actions']);
    expect(within(table).getByRole('cell', { name: '20000001' })).toBeInTheDocument();
  });

  it('its region is a tab stop, so a keyboard can scroll a table too wide for the screen', async () => {
    const user = userEvent.setup();
    render(<Terminals />);
    await user.tab();
    expect(screen.getByRole('region', { name: 'Terminals' })).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Edit' })).toHaveFocus();
  });

  it('a text cell carries its whole value as a tooltip, for when it is cut', () => {
    render(<Terminals />);
    const name = screen.getByRole('cell', { name: 'Dispatcher One with a name longer than the column' });
    expect(within(name).getByTitle('Dispatcher One with a name longer than the column')).toBeInTheDocument();
  });

  it('other cells take the title given, and none of their own', () => {
    render(<Terminals />);
    expect(screen.getByRole('cell', { name: 'Online' })).toHaveAttribute('title', 'Online since 09:12');
    expect(screen.getByRole('cell', { name: '20000001' })).not.toHaveAttribute('title');
  });

  it('an actions cell holds working controls', () => {
    render(<Terminals />);
    const actions = screen.getByRole('cell', { name: 'Edit' });
    expect(within(actions).getByRole('button', { name: 'Edit' })).toBeEnabled();
  });
});
