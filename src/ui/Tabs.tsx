import type { ReactNode } from 'react';
import { Tab as AriaTab, TabList as AriaTabList, TabPanel as AriaTabPanel, Tabs as AriaTabs } from 'react-aria-components';

const classes = (...names: Array<string | undefined>) => names.filter(Boolean).join(' ');

type TabsProps<K extends string> = { selected: K; onSelect: (key: K) => void; children: ReactNode };

/**
 * Tabs of a screen: a TabList of Tab and a TabPanel per tab, anywhere inside. The wrapper lays out
 * as its children (display: contents), so the tab list can sit in the screen's header and the
 * panels below it. Arrow keys move between tabs; Tab goes on into the panel.
 */
export function Tabs<K extends string>({ selected, onSelect, children }: TabsProps<K>) {
  return (
    <AriaTabs className="ui-tabs" selectedKey={selected} onSelectionChange={(key) => onSelect(String(key) as K)}>
      {children}
    </AriaTabs>
  );
}

/** The row of tabs; `label` names it for screen readers. */
export function TabList({ label, className, children }: { label: string; className?: string; children: ReactNode }) {
  return (
    <AriaTabList aria-label={label} className={classes('ui-tab-list', className)}>
      {children}
    </AriaTabList>
  );
}

/** One tab: looks like a ghost button, and like a primary one while selected. */
export function Tab({ id, testId, children }: { id: string; testId?: string; children: ReactNode }) {
  return (
    <AriaTab id={id} className="ui-tab" data-testid={testId}>
      {children}
    </AriaTab>
  );
}

/** What a tab shows; only the selected tab's panel is rendered. */
export function TabPanel({ id, className, testId, children }: { id: string; className?: string; testId?: string; children: ReactNode }) {
  return (
    <AriaTabPanel id={id} className={classes('ui-tab-panel', className)} data-testid={testId}>
      {children}
    </AriaTabPanel>
  );
}
