import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { TreeView, type TreeItemState, type TreeNode } from './TreeView.tsx';

type Group = TreeNode & { readonly name: string; readonly children: readonly Group[] };

const group = (id: string, name: string, children: readonly Group[] = []): Group => ({ id, name, children });

/** A fleet's groups: two regions, the first with two stations, one of them with a unit. */
const FLEET: readonly Group[] = [
  group('north', 'North', [group('station-1', 'Station 1', [group('engine-1', 'Engine 1')]), group('station-2', 'Station 2')]),
  group('south', 'South'),
];

type Spies = { onSelect?: (id: string) => void; onExpandedChange?: (expanded: Set<string>) => void; renderItem?: (node: Group, state: TreeItemState) => void };

/** The group tree as the groups screen holds it: selection and expansion are the caller's. */
function Groups({ spies = {}, initialExpanded = [], initialSelected = null }: { spies?: Spies; initialExpanded?: string[]; initialSelected?: string | null }) {
  const [selected, setSelected] = useState<string | null>(initialSelected);
  const [expanded, setExpanded] = useState<ReadonlySet<string>>(new Set(initialExpanded));
  return (
    <>
      <button type="button">Before</button>
      <TreeView<Group>
        nodes={FLEET}
        label="Groups"
        layout="list"
        selectedId={selected}
        onSelect={(id) => {
          setSelected(id);
          spies.onSelect?.(id);
        }}
        expanded={expanded}
        onExpandedChange={(next) => {
          setExpanded(next);
          spies.onExpandedChange?.(next);
        }}
        expandLabel="Expand"
        collapseLabel="Collapse"
        renderItem={(node, state) => {
          spies.renderItem?.(node, state);
          return <span>{node.name}</span>;
        }}
      />
      <button type="button">After</button>
    </>
  );
}

/** The tree item whose own row shows this name (an item's content also holds its subtree's). */
const item = (name: string) => {
  const found = screen.getByText(name).closest('[role="treeitem"]');
  if (!(found instanceof HTMLElement)) throw new Error(`no tree item shows ${name}`);
  return found;
};

describe('TreeView', () => {
  it('is a tree named by its label, its items with level, expanded state and selection', () => {
    render(<Groups initialExpanded={['north']} initialSelected="station-2" />);
    const tree = screen.getByRole('tree', { name: 'Groups' });
    expect(within(tree).getAllByRole('treeitem')).toHaveLength(4);
    expect(item('North')).toHaveAttribute('aria-level', '1');
    expect(item('North')).toHaveAttribute('aria-expanded', 'true');
    expect(item('Station 1')).toHaveAttribute('aria-level', '2');
    expect(item('Station 1')).toHaveAttribute('aria-expanded', 'false');
    // A leaf is named by its row; a branch's name also holds its open subtree's (see item() above).
    expect(screen.getByRole('treeitem', { name: 'Station 2' })).toBe(item('Station 2'));
    // A leaf is neither expanded nor collapsed.
    expect(item('Station 2')).not.toHaveAttribute('aria-expanded');
    expect(item('Station 2')).toHaveAttribute('aria-selected', 'true');
    expect(item('North')).toHaveAttribute('aria-selected', 'false');
    expect(within(item('North')).getByRole('group')).toContainElement(item('Station 1'));
  });

  it('is one tab stop, on the selected item, or the first when none is', async () => {
    const user = userEvent.setup();
    const { unmount } = render(<Groups />);
    await user.tab();
    await user.tab();
    expect(item('North')).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('button', { name: 'After' })).toHaveFocus();
    unmount();
    render(<Groups initialExpanded={['north']} initialSelected="station-2" />);
    await user.tab();
    await user.tab();
    expect(item('Station 2')).toHaveFocus();
  });

  it('Down and Up walk the visible items, Home and End go to the ends', async () => {
    const user = userEvent.setup();
    render(<Groups initialExpanded={['north']} />);
    await user.tab();
    await user.tab();
    await user.keyboard('{ArrowDown}');
    expect(item('Station 1')).toHaveFocus();
    // Engine 1 is inside the collapsed Station 1: Down passes it by.
    await user.keyboard('{ArrowDown}');
    expect(item('Station 2')).toHaveFocus();
    await user.keyboard('{ArrowUp}');
    expect(item('Station 1')).toHaveFocus();
    await user.keyboard('{End}');
    expect(item('South')).toHaveFocus();
    await user.keyboard('{Home}');
    expect(item('North')).toHaveFocus();
    // Only the focused item is a tab stop, wherever the arrows left it.
    await user.keyboard('{ArrowDown}');
    expect(within(screen.getByRole('tree')).getAllByRole('treeitem').filter((entry) => entry.tabIndex === 0)).toEqual([item('Station 1')]);
  });

  it('Right expands a branch and then enters it; Left collapses it and then goes up to its parent', async () => {
    const user = userEvent.setup();
    const onExpandedChange = vi.fn();
    render(<Groups spies={{ onExpandedChange }} />);
    await user.tab();
    await user.tab();
    await user.keyboard('{ArrowRight}');
    expect(onExpandedChange).toHaveBeenLastCalledWith(new Set(['north']));
    expect(item('North')).toHaveAttribute('aria-expanded', 'true');
    expect(item('North')).toHaveFocus();
    await user.keyboard('{ArrowRight}');
    expect(item('Station 1')).toHaveFocus();
    await user.keyboard('{ArrowLeft}');
    expect(item('North')).toHaveFocus();
    await user.keyboard('{ArrowLeft}');
    expect(onExpandedChange).toHaveBeenLastCalledWith(new Set());
    expect(item('North')).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByText('Station 1')).toBeNull();
  });

  it('Right on a leaf does nothing', async () => {
    const user = userEvent.setup();
    const onExpandedChange = vi.fn();
    render(<Groups spies={{ onExpandedChange }} initialSelected="south" />);
    await user.tab();
    await user.tab();
    await user.keyboard('{ArrowRight}');
    expect(item('South')).toHaveFocus();
    expect(onExpandedChange).not.toHaveBeenCalled();
  });

  it('Enter and Space select the focused item', async () => {
    const user = userEvent.setup();
    const onSelect = vi.fn();
    render(<Groups spies={{ onSelect }} />);
    await user.tab();
    await user.tab();
    await user.keyboard('{Enter}');
    await user.keyboard('{ArrowDown}');
    await user.keyboard(' ');
    expect(onSelect.mock.calls).toEqual([['north'], ['south']]);
    expect(item('South')).toHaveAttribute('aria-selected', 'true');
    expect(item('North')).toHaveAttribute('aria-selected', 'false');
  });

  it('a click on a row selects and focuses it', async () => {
    const user = userEvent.setup();
    const onSelect = vi.fn();
    render(<Groups spies={{ onSelect }} initialExpanded={['north']} />);
    await user.click(screen.getByText('Station 2'));
    expect(onSelect).toHaveBeenCalledWith('station-2');
    expect(item('Station 2')).toHaveFocus();
    expect(item('Station 2')).toHaveAttribute('aria-selected', 'true');
  });

  it('a click on the toggle, named Expand or Collapse, opens or closes the branch without selecting it', async () => {
    const user = userEvent.setup();
    const onSelect = vi.fn();
    render(<Groups spies={{ onSelect }} />);
    await user.click(within(item('North')).getByRole('button', { name: 'Expand' }));
    expect(item('North')).toHaveAttribute('aria-expanded', 'true');
    expect(item('Station 1')).toBeInTheDocument();
    await user.click(within(item('North')).getAllByRole('button', { name: 'Collapse' })[0] as HTMLElement);
    expect(screen.queryByText('Station 1')).toBeNull();
    expect(onSelect).not.toHaveBeenCalled();
  });

  it('draws each item with its state', () => {
    const renderItem = vi.fn();
    render(<Groups spies={{ renderItem }} initialExpanded={['north']} initialSelected="station-1" />);
    expect(renderItem).toHaveBeenCalledWith(expect.objectContaining({ id: 'north' }), { expanded: true, selected: false, level: 1 });
    expect(renderItem).toHaveBeenCalledWith(expect.objectContaining({ id: 'station-1' }), { expanded: false, selected: true, level: 2 });
    expect(renderItem).not.toHaveBeenCalledWith(expect.objectContaining({ id: 'engine-1' }), expect.anything());
  });
});
