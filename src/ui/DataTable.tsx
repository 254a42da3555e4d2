import type { ReactNode, TdHTMLAttributes, TableHTMLAttributes } from 'react';

/**
 * What a cell holds, which decides how it lays out (ui.css "Data tables"):
 * - `id`, `date`, `number`: one unbroken line in tabular figures, never cut; the column grows to fit;
 * - `text`: names, remarks, code names: one line, cut with an ellipsis past a readable width, the whole
 *   value in a tooltip (`title`);
 * - `status`: a short badge or name, one line, never cut;
 * - `actions`: buttons side by side.
 */
export type CellKind = 'id' | 'date' | 'number' | 'text' | 'status' | 'actions';

type DataTableProps = Omit<TableHTMLAttributes<HTMLTableElement>, 'className'> & {
  /** Names the scrolling region (and the table) for assistive technology. */
  label: string;
  className?: string;
  testId?: string;
  children: ReactNode;
};

/**
 * A data table that keeps its columns as wide as their values and scrolls sideways inside its own
 * region when they do not fit, rather than squeezing values into broken lines. The region takes
 * focus so a keyboard can scroll it (axe "scrollable-region-focusable").
 */
export function DataTable({ label, className, testId, children, ...props }: DataTableProps) {
  return (
    <div className="ui-table-scroll" role="region" aria-label={label} tabIndex={0}>
      <table {...props} className={['ui-table', className].filter(Boolean).join(' ')} data-testid={testId}>
        {children}
      </table>
    </div>
  );
}

type CellProps = Omit<TdHTMLAttributes<HTMLTableCellElement>, 'className' | 'title'> & {
  kind?: CellKind;
  className?: string;
  /** The tooltip of a `text` cell; by default its text when the content is a plain string or number. */
  title?: string;
  children?: ReactNode;
};

/** The tooltip a cell shows: the given title, else the content when it is plain text. */
export function cellTitle(children: ReactNode, title?: string): string | undefined {
  if (title !== undefined) return title === '' ? undefined : title;
  if (typeof children === 'string') return children === '' ? undefined : children;
  if (typeof children === 'number') return String(children);
  return undefined;
}

/** One cell of a DataTable, laid out by its kind (`data-cell-kind` lets tests and styles find it). */
export function Cell({ kind = 'text', className, title, children, ...props }: CellProps) {
  const classes = ['ui-cell', `ui-cell--${kind}`, className].filter(Boolean).join(' ');
  if (kind === 'text') {
    return (
      <td {...props} className={classes} data-cell-kind={kind}>
        <span className="ui-cell__text" title={cellTitle(children, title)}>
          {children}
        </span>
      </td>
    );
  }
  if (kind === 'actions') {
    return (
      <td {...props} className={classes} data-cell-kind={kind}>
        <span className="ui-cell__actions">{children}</span>
      </td>
    );
  }
  return (
    <td {...props} className={classes} data-cell-kind={kind} title={title}>
      {children}
    </td>
  );
}
