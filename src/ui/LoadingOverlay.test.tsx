import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { LoadingOverlay } from './LoadingOverlay.tsx';

describe('LoadingOverlay', () => {
  it('is a polite status named by its label, the spinner hidden from assistive technology', () => {
    render(<LoadingOverlay label="Loading the fleet…" />);
    const status = screen.getByRole('status');
    expect(status).toHaveAttribute('aria-live', 'polite');
    // The whole text a screen reader announces: the label, nothing from the spinner.
    expect(status).toHaveTextContent(/^Loading the fleet…$/);
    expect(status.querySelector('[aria-hidden="true"]')).not.toBeNull();
  });

  it('shows what it is given below the label, inside the status', () => {
    render(
      <LoadingOverlay label="Connecting…">
        <button type="button">Cancel</button>
      </LoadingOverlay>,
    );
    expect(screen.getByRole('status')).toContainElement(screen.getByRole('button', { name: 'Cancel' }));
  });
});
