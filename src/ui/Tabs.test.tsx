import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { Tab, TabList, TabPanel, Tabs } from './Tabs.tsx';

type Section = 'terminals' | 'groups' | 'users';

/** A screen with its tabs in the header and their panels below, the way the admin screens lay out. */
function AdminScreen({ onSelect, initial = 'terminals' }: { onSelect: (key: Section) => void; initial?: Section }) {
  const [selected, setSelected] = useState<Section>(initial);
  return (
    <Tabs<Section>
      selected={selected}
      onSelect={(key) => {
        setSelected(key);
        onSelect(key);
      }}
    >
      <header>
        <TabList label="Administration">
          <Tab id="terminals">Terminals</Tab>
          <Tab id="groups">Groups</Tab>
          <Tab id="users">Users</Tab>
        </TabList>
      </header>
      <TabPanel id="terminals">Terminal list</TabPanel>
      <TabPanel id="groups">
        <button type="button">New group</button>
      </TabPanel>
      <TabPanel id="users">User list</TabPanel>
    </Tabs>
  );
}

describe('Tabs', () => {
  it('are tabs in a tab list named by its label, the selected one\'s panel the only one shown', () => {
    render(<AdminScreen onSelect={() => undefined} initial="groups" />);
    expect(screen.getByRole('tablist', { name: 'Administration' })).toBeInTheDocument();
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual(['Terminals', 'Groups', 'Users']);
    expect(screen.getByRole('tab', { name: 'Groups' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tab', { name: 'Terminals' })).toHaveAttribute('aria-selected', 'false');
    const panel = screen.getByRole('tabpanel', { name: 'Groups' });
    expect(panel).toContainElement(screen.getByRole('button', { name: 'New group' }));
    expect(screen.queryByText('Terminal list')).toBeNull();
  });

  it('a click selects a tab and tells the caller its key', async () => {
    const user = userEvent.setup();
    const onSelect = vi.fn();
    render(<AdminScreen onSelect={onSelect} />);
    await user.click(screen.getByRole('tab', { name: 'Users' }));
    expect(onSelect).toHaveBeenCalledWith('users');
    expect(screen.getByRole('tabpanel', { name: 'Users' })).toHaveTextContent('User list');
  });

  it('the arrow keys move between tabs, selecting each; Home and End go to the ends', async () => {
    const user = userEvent.setup();
    const onSelect = vi.fn();
    render(<AdminScreen onSelect={onSelect} />);
    await user.tab();
    expect(screen.getByRole('tab', { name: 'Terminals' })).toHaveFocus();
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Groups' })).toHaveFocus();
    expect(screen.getByRole('tab', { name: 'Groups' })).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{End}');
    expect(screen.getByRole('tab', { name: 'Users' })).toHaveFocus();
    await user.keyboard('{Home}');
    await user.keyboard('{ArrowLeft}');
    // Left from the first wraps to the last.
    expect(screen.getByRole('tab', { name: 'Users' })).toHaveFocus();
    expect(onSelect.mock.calls).toEqual([['groups'], ['users'], ['terminals'], ['users']]);
  });

  it('the tab list is one tab stop: Tab goes on into the panel', async () => {
    const user = userEvent.setup();
    render(<AdminScreen onSelect={() => undefined} initial="groups" />);
    await user.tab();
    expect(screen.getByRole('tab', { name: 'Groups' })).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('button', { name: 'New group' })).toHaveFocus();
  });

  it('a panel with nothing to focus takes the focus itself, so a keyboard can scroll it', async () => {
    const user = userEvent.setup();
    render(<AdminScreen onSelect={() => undefined} />);
    await user.tab();
    await user.tab();
    expect(screen.getByRole('tabpanel', { name: 'Terminals' })).toHaveFocus();
  });
});
