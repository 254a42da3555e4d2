import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ChangeEvent } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { FileInput } from './FileInput.tsx';

const nativeInput = () => screen.getByTestId('map-file');

function renderImport(props: { invalid?: boolean; isDisabled?: boolean; onChange?: (event: ChangeEvent<HTMLInputElement>) => void } = {}) {
  render(
    <div>
      <label htmlFor="map-file-button">Map layer</label>
      <FileInput
        id="map-file-button"
        accept=".geojson,application/geo+json"
        chooseLabel="Choose a file"
        noneLabel="No file chosen"
        onChange={props.onChange ?? (() => undefined)}
        invalid={props.invalid}
        describedBy={props.invalid ? 'map-file-error' : undefined}
        isDisabled={props.isDisabled}
        testId="map-file"
      />
      {props.invalid ? <p id="map-file-error">Not a GeoJSON file</p> : null}
    </div>,
  );
  return userEvent.setup();
}

describe('FileInput', () => {
  it('is a button in the console\'s words, named by the field\'s label, with no file chosen yet', () => {
    renderImport();
    const button = screen.getByRole('button', { name: 'Map layer' });
    expect(button).toHaveTextContent('Choose a file');
    expect(screen.getByText('No file chosen')).toBeInTheDocument();
    // The browser's own control, worded in the browser's language, stays out of sight.
    expect(nativeInput()).not.toBeVisible();
    expect(nativeInput()).toHaveAttribute('accept', '.geojson,application/geo+json');
  });

  it('pressing the button, by click or keyboard, opens the browser\'s file picker', async () => {
    const user = renderImport();
    const opened = vi.fn();
    nativeInput().addEventListener('click', opened);
    await user.click(screen.getByRole('button', { name: 'Map layer' }));
    await user.keyboard('{Enter}');
    await user.keyboard(' ');
    expect(opened).toHaveBeenCalledTimes(3);
  });

  it('shows the chosen file\'s name and hands the caller the change', async () => {
    const onChange = vi.fn();
    const user = renderImport({ onChange });
    const file = new File(['{"type":"FeatureCollection","features":[]}'], 'depots.geojson', { type: 'application/geo+json' });
    await user.upload(nativeInput(), file);
    expect(screen.getByText('depots.geojson')).toBeInTheDocument();
    expect(screen.queryByText('No file chosen')).toBeNull();
    expect(onChange).toHaveBeenCalledTimes(1);
    const event = onChange.mock.calls[0]?.[0] as ChangeEvent<HTMLInputElement>;
    expect(event.target.files?.[0]).toBe(file);
  });

  it('when invalid, is marked so and reads the error with the button', () => {
    renderImport({ invalid: true });
    expect(nativeInput()).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByRole('button', { name: 'Map layer' })).toHaveAccessibleDescription('Not a GeoJSON file');
  });

  it('is not marked invalid while valid', () => {
    renderImport();
    expect(nativeInput()).not.toHaveAttribute('aria-invalid');
    expect(screen.getByRole('button', { name: 'Map layer' })).not.toHaveAccessibleDescription();
  });

  it('when disabled, opens no picker', async () => {
    const user = renderImport({ isDisabled: true });
    const opened = vi.fn();
    nativeInput().addEventListener('click', opened);
    const button = screen.getByRole('button', { name: 'Map layer' });
    expect(button).toBeDisabled();
    await user.click(button);
    expect(opened).not.toHaveBeenCalled();
  });
});
