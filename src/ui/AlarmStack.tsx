import { Children, isValidElement, useId, useState, type ReactNode } from 'react';
import { Button } from './Button.tsx';
import { useT } from './i18n.tsx';

/** Alarms a folded stack shows before its expand control: the first, most urgent one. */
export const FOLDED_SHOWN = 1;

type AlarmStackProps = {
  /** How many alarms, in words ("3 open SOS alarms"): shown beside the expand control once folded. */
  summary: string;
  /** One element per alarm, the most urgent first. */
  children: ReactNode;
  testId: string;
};

/**
 * Open alarms of one kind in the layout's alarm area: every alarm while there is one, and once there
 * are more a count, the first (most urgent) alarm and a control that shows the full list. Folded
 * alarms stay in the document, hidden, so the live region and their state are kept.
 */
export function AlarmStack({ summary, children, testId }: AlarmStackProps) {
  const t = useT();
  const listId = useId();
  const [expanded, setExpanded] = useState(false);
  const items = Children.toArray(children);
  const folded = items.length > FOLDED_SHOWN;
  const open = expanded || !folded;
  return (
    <div className="ui-alarm-stack" data-testid={testId} data-folded={String(folded)} data-expanded={String(open)} data-count={items.length}>
      <div className="ui-alarm-stack__list" id={listId}>
        {items.map((item, index) => (
          <div key={isValidElement(item) && item.key !== null ? item.key : index} className="ui-alarm-stack__entry" hidden={!open && index >= FOLDED_SHOWN}>
            {item}
          </div>
        ))}
      </div>
      {folded ? (
        <div className="ui-alarm-stack__bar">
          <span className="ui-alarm-stack__count" data-testid={`${testId}-count`}>
            {summary}
          </span>
          <Button variant="ghost" className="ui-alarm-stack__toggle" aria-expanded={open} aria-controls={listId} onPress={() => setExpanded(!expanded)} data-testid={`${testId}-toggle`}>
            {expanded ? t('alarms.showFewer') : t('alarms.showAll', { count: items.length })}
          </Button>
        </div>
      ) : null}
    </div>
  );
}
