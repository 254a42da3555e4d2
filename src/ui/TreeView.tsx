import { useMemo, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { Icon } from './Icon.tsx';

export type TreeNode = { readonly id: string; readonly children: readonly TreeNode[] };

export type TreeItemState = { expanded: boolean; selected: boolean; level: number };

type TreeViewProps<N extends TreeNode> = {
  nodes: readonly N[];
  label: string;
  selectedId: string | null;
  onSelect: (id: string) => void;
  expanded: ReadonlySet<string>;
  onExpandedChange: (expanded: Set<string>) => void;
  renderItem: (node: N, state: TreeItemState) => ReactNode;
  /** list: a vertical tree; cards: top-level nodes flow across as cards holding their subtree. */
  layout: 'list' | 'cards';
  /** Accessible names of the expand toggle. */
  expandLabel: string;
  collapseLabel: string;
  testId?: string;
  itemTestId?: (node: N) => string;
};

type Visible = { id: string; parent: string | null; hasChildren: boolean };

/** Nodes in the order the keyboard walks them: depth first, only into expanded branches. */
function visibleOrder(nodes: readonly TreeNode[], expanded: ReadonlySet<string>): Visible[] {
  const order: Visible[] = [];
  const walk = (level: readonly TreeNode[], parent: string | null) => {
    for (const node of level) {
      order.push({ id: node.id, parent, hasChildren: node.children.length > 0 });
      if (expanded.has(node.id)) walk(node.children, node.id);
    }
  };
  walk(nodes, null);
  return order;
}

/** An ARIA tree with one tab stop and the arrow keys of the tree pattern. */
export function TreeView<N extends TreeNode>(props: TreeViewProps<N>) {
  const { nodes, label, selectedId, onSelect, expanded, onExpandedChange, layout, testId } = props;
  const order = useMemo(() => visibleOrder(nodes, expanded), [nodes, expanded]);
  const [focusedId, setFocusedId] = useState<string | null>(null);
  const items = useRef(new Map<string, HTMLLIElement>());
  const tabStop = order.some((entry) => entry.id === focusedId) ? focusedId : (selectedId ?? order[0]?.id ?? null);

  const focus = (id: string | undefined) => {
    if (!id) return;
    setFocusedId(id);
    items.current.get(id)?.focus();
  };
  const toggle = (id: string, open: boolean) => {
    const next = new Set(expanded);
    if (open) next.add(id);
    else next.delete(id);
    onExpandedChange(next);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLUListElement>) => {
    const index = order.findIndex((entry) => entry.id === tabStop);
    const current = order[index];
    if (!current) return;
    const keys: Record<string, () => void> = {
      ArrowDown: () => focus(order[index + 1]?.id),
      ArrowUp: () => focus(order[index - 1]?.id),
      Home: () => focus(order[0]?.id),
      End: () => focus(order.at(-1)?.id),
      ArrowRight: () => {
        if (!current.hasChildren) return;
        if (expanded.has(current.id)) focus(order[index + 1]?.id);
        else toggle(current.id, true);
      },
      ArrowLeft: () => {
        if (current.hasChildren && expanded.has(current.id)) toggle(current.id, false);
        else focus(current.parent ?? undefined);
      },
      Enter: () => onSelect(current.id),
      ' ': () => onSelect(current.id),
    };
    const action = keys[event.key];
    if (!action) return;
    event.preventDefault();
    action();
  };

  const renderLevel = (level: readonly N[], depth: number): ReactNode =>
    level.map((node) => {
      const isExpanded = expanded.has(node.id);
      const isSelected = node.id === selectedId;
      const children = node.children as readonly N[];
      return (
        <li
          key={node.id}
          ref={(element) => {
            if (element) items.current.set(node.id, element);
            else items.current.delete(node.id);
          }}
          role="treeitem"
          aria-level={depth}
          aria-selected={isSelected}
          aria-expanded={children.length > 0 ? isExpanded : undefined}
          tabIndex={node.id === tabStop ? 0 : -1}
          className="ui-tree__item"
          onFocus={(event) => {
            if (event.target === event.currentTarget) setFocusedId(node.id);
          }}
        >
          <div
            className="ui-tree__row"
            data-testid={props.itemTestId?.(node)}
            data-selected={isSelected || undefined}
            style={{ ['--tree-depth' as string]: depth - 1 }}
            onClick={() => {
              onSelect(node.id);
              focus(node.id);
            }}
          >
            {children.length > 0 ? (
              <span
                className="ui-tree__toggle"
                role="button"
                tabIndex={-1}
                aria-label={isExpanded ? props.collapseLabel : props.expandLabel}
                onClick={(event) => {
                  event.stopPropagation();
                  toggle(node.id, !isExpanded);
                }}
              >
                <Icon name={isExpanded ? 'chevronDown' : 'chevronRight'} size={14} />
              </span>
            ) : (
              <span className="ui-tree__toggle ui-tree__toggle--leaf" aria-hidden="true" />
            )}
            {props.renderItem(node, { expanded: isExpanded, selected: isSelected, level: depth })}
          </div>
          {children.length > 0 && isExpanded ? (
            <ul role="group" className="ui-tree__group">
              {renderLevel(children, depth + 1)}
            </ul>
          ) : null}
        </li>
      );
    });

  return (
    <ul role="tree" aria-label={label} className={`ui-tree ui-tree--${layout}`} data-testid={testId} onKeyDown={onKeyDown}>
      {renderLevel(nodes, 1)}
    </ul>
  );
}
