import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Icon } from './Icon.tsx';

describe('Icon', () => {
  it('without a label is decoration that assistive technology skips', () => {
    const { container } = render(<Icon name="bell" />);
    expect(screen.queryByRole('img')).toBeNull();
    const svg = container.querySelector('svg');
    expect(svg).toHaveAttribute('aria-hidden', 'true');
    // Old Edge and IE put every SVG in the tab order unless told otherwise.
    expect(svg).toHaveAttribute('focusable', 'false');
  });

  it('with a label is an image of that name', () => {
    render(<Icon name="alert" label="Emergency" />);
    expect(screen.getByRole('img', { name: 'Emergency' })).not.toHaveAttribute('aria-hidden');
  });

  it('draws at the size asked, 18 by default', () => {
    const { container } = render(
      <>
        <Icon name="check" />
        <Icon name="check" size={12} />
      </>,
    );
    const [normal, small] = container.querySelectorAll('svg');
    expect(normal).toHaveAttribute('width', '18');
    expect(small).toHaveAttribute('width', '12');
    expect(small).toHaveAttribute('height', '12');
  });

  it('draws a different shape for each name', () => {
    const { container } = render(
      <>
        <Icon name="play" />
        <Icon name="phone" />
      </>,
    );
    const [play, phone] = [...container.querySelectorAll('path')].map((path) => path.getAttribute('d'));
    expect(play).toBeTruthy();
    expect(play).not.toBe(phone);
  });
});
