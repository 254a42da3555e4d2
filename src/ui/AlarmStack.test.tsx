import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { AlarmStack } from './AlarmStack.tsx';
import { renderWithIntl } from './test/intl.tsx';

/** One open SOS alarm as the alarm area shows it: a live region of its own. */
function Sos({ from }: { from: string }) {
  return <div role="alert">SOS from {from}</div>;
}

function renderStack(count: number, locale: 'en-US' | 'fr-FR' = 'en-US') {
  const senders = ['Engine 1', 'Ladder 2', 'Rescue 3', 'Medic 4'].slice(0, count);
  renderWithIntl(
    <AlarmStack summary={`${count} open SOS alarms`} testId="sos">
      {senders.map((from) => (
        <Sos key={from} from={from} />
      ))}
    </AlarmStack>,
    locale,
  );
  return userEvent.setup();
}

describe('AlarmStack', () => {
  it('shows a single alarm as it is, with no count and no control', () => {
    renderStack(1);
    expect(screen.getByText('SOS from Engine 1')).toBeVisible();
    expect(screen.queryByRole('button')).toBeNull();
    expect(screen.queryByText('1 open SOS alarms')).toBeNull();
  });

  it('folds more alarms to the most urgent one, a count and a control to show them all', () => {
    renderStack(3);
    expect(screen.getByText('SOS from Engine 1')).toBeVisible();
    expect(screen.getByText('3 open SOS alarms')).toBeVisible();
    const toggle = screen.getByRole('button', { name: 'Show all 3' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    // Folded alarms stay in the document, hidden, so their live regions and state are kept.
    expect(screen.getByText('SOS from Ladder 2')).not.toBeVisible();
    expect(screen.getByText('SOS from Rescue 3')).not.toBeVisible();
    expect(screen.getAllByRole('alert')).toHaveLength(1);
  });

  it('its control names the list it opens', () => {
    renderStack(2);
    const toggle = screen.getByRole('button', { name: 'Show all 2' });
    const list = document.getElementById(toggle.getAttribute('aria-controls') ?? '');
    expect(list).toContainElement(screen.getByText('SOS from Ladder 2'));
  });

  it('the control shows every alarm, and then fewer again, from the keyboard too', async () => {
    const user = renderStack(3);
    await user.click(screen.getByRole('button', { name: 'Show all 3' }));
    const toggle = screen.getByRole('button', { name: 'Show fewer' });
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByText('SOS from Rescue 3')).toBeVisible();
    expect(screen.getAllByRole('alert')).toHaveLength(3);
    await user.keyboard('{Enter}');
    expect(screen.getByRole('button', { name: 'Show all 3' })).toHaveAttribute('aria-expanded', 'false');
    expect(screen.getByText('SOS from Rescue 3')).not.toBeVisible();
  });

  it('words its control in the console\'s language', () => {
    renderStack(4, 'fr-FR');
    expect(screen.getByRole('button', { name: 'Afficher les 4' })).toBeInTheDocument();
  });
});
