import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { Slider } from './Slider.tsx';

function Volume({ initial = 50, onChange, step }: { initial?: number; onChange: (value: number) => void; step?: number }) {
  const [value, setValue] = useState(initial);
  return (
    <Slider
      label="Volume"
      value={value}
      step={step}
      onChange={(next) => {
        setValue(next);
        onChange(next);
      }}
    />
  );
}

describe('Slider', () => {
  it('is a slider named by its label, with its range and value, and shows the value', () => {
    render(<Slider label="Volume" value={30} onChange={() => undefined} minValue={0} maxValue={80} />);
    const slider = screen.getByRole('slider', { name: 'Volume' });
    // A native range input: its min and max are what assistive technology reads as the range.
    expect(slider).toHaveAttribute('type', 'range');
    expect(slider).toHaveAttribute('min', '0');
    expect(slider).toHaveAttribute('max', '80');
    expect(slider).toHaveValue('30');
    expect(screen.getByRole('status')).toHaveTextContent('30');
  });

  it('the arrow keys move it by its step, Home and End to its ends', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<Volume onChange={onChange} step={5} />);
    await user.tab();
    expect(screen.getByRole('slider', { name: 'Volume' })).toHaveFocus();
    await user.keyboard('{ArrowRight}');
    expect(onChange).toHaveBeenLastCalledWith(55);
    await user.keyboard('{ArrowLeft}{ArrowLeft}');
    expect(onChange).toHaveBeenLastCalledWith(45);
    await user.keyboard('{End}');
    expect(onChange).toHaveBeenLastCalledWith(100);
    await user.keyboard('{Home}');
    expect(onChange).toHaveBeenLastCalledWith(0);
    expect(screen.getByRole('slider', { name: 'Volume' })).toHaveValue('0');
  });

  it('stops at its ends', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<Volume initial={100} onChange={onChange} />);
    await user.tab();
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('slider', { name: 'Volume' })).toHaveValue('100');
    expect(onChange).not.toHaveBeenCalledWith(101);
  });

  it('with its label hidden, keeps it as the name for assistive technology', () => {
    render(<Slider label="Volume of group Fire" value={50} onChange={() => undefined} labelHidden />);
    expect(screen.getByRole('slider', { name: 'Volume of group Fire' })).toBeInTheDocument();
    expect(screen.getByText('Volume of group Fire')).toHaveClass('visually-hidden');
  });
});
