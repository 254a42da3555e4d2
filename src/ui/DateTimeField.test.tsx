import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState, type ComponentProps } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { DateTimeField } from './DateTimeField.tsx';
import { renderWithIntl, type TestLocale } from './test/intl.tsx';

type Props = ComponentProps<typeof DateTimeField>;

/** The field inside a form that holds its value, as the call-history filters do. */
function Held({ initial = '', onChange, ...props }: Omit<Props, 'value' | 'onChange' | 'label'> & { initial?: string; onChange: (value: string) => void }) {
  const [value, setValue] = useState(initial);
  return (
    <DateTimeField
      label="From"
      {...props}
      value={value}
      onChange={(next) => {
        setValue(next);
        onChange(next);
      }}
    />
  );
}

function renderField(props: Omit<Props, 'value' | 'onChange' | 'label'> & { initial?: string }, locale: TestLocale = 'en-US') {
  const onChange = vi.fn();
  renderWithIntl(<Held testId="from" {...props} onChange={onChange} />, locale);
  return { user: userEvent.setup(), onChange, group: screen.getByRole('group', { name: 'From' }) };
}

/** What each segment is, in the order a keyboard reaches them: the first word of its name. */
const segmentKinds = () => screen.getAllByRole('spinbutton').map((segment) => segment.getAttribute('aria-label')?.split(',')[0]);

describe('DateTimeField', () => {
  it('is a group named by its label, one spin button per part, each named with the label', () => {
    renderField({ kind: 'date', initial: '2026-11-28' });
    const segments = screen.getAllByRole('spinbutton');
    expect(segments.map((segment) => segment.getAttribute('aria-valuenow'))).toEqual(['11', '28', '2026']);
    expect(screen.getByRole('spinbutton', { name: /^month, From$/ })).toHaveTextContent('11');
    expect(screen.getByTestId('from')).toHaveAttribute('data-value', '2026-11-28');
  });

  it('orders and words its parts in the console\'s language, not the browser\'s', () => {
    renderField({ kind: 'minute', initial: '2026-11-28T09:05' }, 'fr-FR');
    expect(segmentKinds()).toEqual(['jour', 'mois', 'année', 'heure', 'minute']);
    expect(screen.getByRole('spinbutton', { name: /^mois/ })).toHaveAttribute('aria-valuetext', '11 – novembre');
  });

  it('in English, shows the month first and a 12-hour clock', () => {
    renderField({ kind: 'minute', initial: '2026-11-28T21:05' });
    expect(segmentKinds()).toEqual(['month', 'day', 'year', 'hour', 'minute', 'AM/PM']);
    expect(screen.getByRole('spinbutton', { name: /^hour/ })).toHaveTextContent('09');
  });

  it('typed part by part, gives the caller the date as a native input would', async () => {
    const { user, onChange } = renderField({ kind: 'date' });
    await user.tab();
    expect(screen.getByRole('spinbutton', { name: /^month/ })).toHaveFocus();
    await user.keyboard('11282026');
    expect(onChange).toHaveBeenLastCalledWith('2026-11-28');
    expect(screen.getByTestId('from')).toHaveAttribute('data-value', '2026-11-28');
  });

  it('gives date and time to the minute or to the second, as asked', async () => {
    const { user, onChange } = renderField({ kind: 'second', initial: '2026-11-28T09:05:30' }, 'fr-FR');
    expect(segmentKinds()).toEqual(['jour', 'mois', 'année', 'heure', 'minute', 'seconde']);
    await user.click(screen.getByRole('spinbutton', { name: /^seconde/ }));
    await user.keyboard('{ArrowUp}');
    expect(onChange).toHaveBeenLastCalledWith('2026-11-28T09:05:31');
  });

  it('the arrow keys step the focused part, and Right moves to the next', async () => {
    const { user, onChange } = renderField({ kind: 'minute', initial: '2026-11-28T09:05' }, 'fr-FR');
    await user.tab();
    expect(screen.getByRole('spinbutton', { name: /^jour/ })).toHaveFocus();
    await user.keyboard('{ArrowUp}');
    expect(onChange).toHaveBeenLastCalledWith('2026-11-29T09:05');
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('spinbutton', { name: /^mois/ })).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(onChange).toHaveBeenLastCalledWith('2026-10-29T09:05');
  });

  it('a time alone is HH:mm', async () => {
    const { user, onChange } = renderField({ kind: 'time', initial: '09:05' }, 'fr-FR');
    expect(segmentKinds()).toEqual(['heure', 'minute']);
    await user.click(screen.getByRole('spinbutton', { name: /^minute/ }));
    await user.keyboard('{ArrowUp}');
    expect(onChange).toHaveBeenLastCalledWith('09:06');
  });

  it('cleared, gives the empty string, as an empty native input does', async () => {
    const { user, onChange } = renderField({ kind: 'date', initial: '2026-11-28' });
    await user.click(screen.getByRole('spinbutton', { name: /^year/ }));
    // Backspace empties a part digit by digit, then goes back to the part before.
    await user.keyboard('{Backspace>10/}');
    expect(screen.getAllByRole('spinbutton').map((segment) => segment.getAttribute('aria-valuetext'))).toEqual(['Empty', 'Empty', 'Empty']);
    expect(onChange).toHaveBeenLastCalledWith('');
    expect(screen.getByTestId('from')).toHaveAttribute('data-value', '');
  });

  it('with one part cleared, gives the empty string: the form never keeps a date it no longer shows', async () => {
    const { user, onChange } = renderField({ kind: 'date', initial: '2026-11-28' });
    await user.click(screen.getByRole('spinbutton', { name: /^year/ }));
    await user.keyboard('{Backspace>4/}');
    expect(screen.getByRole('spinbutton', { name: /^year/ })).toHaveAttribute('aria-valuetext', 'Empty');
    expect(onChange).toHaveBeenLastCalledWith('');
    expect(screen.getByTestId('from')).toHaveAttribute('data-value', '');
  });

  it('shows a value not in its kind\'s format as empty', () => {
    renderField({ kind: 'date', initial: '28/11/2026' });
    expect(screen.getByTestId('from')).toHaveAttribute('data-value', '');
    expect(screen.getAllByRole('spinbutton').every((segment) => !segment.hasAttribute('aria-valuenow'))).toBe(true);
  });

  it('when invalid, marks its parts invalid', () => {
    renderField({ kind: 'date', initial: '2026-11-28', isInvalid: true });
    for (const segment of screen.getAllByRole('spinbutton')) expect(segment).toHaveAttribute('aria-invalid', 'true');
  });

  it('when disabled, takes no focus and no change', async () => {
    const { user, onChange } = renderField({ kind: 'date', initial: '2026-11-28', isDisabled: true });
    for (const segment of screen.getAllByRole('spinbutton')) expect(segment).toHaveAttribute('aria-disabled', 'true');
    await user.tab();
    expect(document.body).toHaveFocus();
    await user.click(screen.getByRole('spinbutton', { name: /^day/ }));
    await user.keyboard('{ArrowUp}');
    expect(onChange).not.toHaveBeenCalled();
  });
});
