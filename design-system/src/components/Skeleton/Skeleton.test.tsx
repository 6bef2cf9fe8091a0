import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Skeleton } from './Skeleton';

describe('Skeleton', () => {
  it('is hidden from assistive technology', () => {
    const { container } = render(<Skeleton />);
    expect(container.firstElementChild).toHaveAttribute('aria-hidden', 'true');
  });

  it('draws one placeholder per line of text', () => {
    const { container } = render(<Skeleton lines={3} />);
    expect(container.firstElementChild?.children).toHaveLength(3);
  });

  it('takes a size through CSS variables', () => {
    const { container } = render(<Skeleton variant="rect" width="10rem" height="4rem" />);
    const style = (container.firstElementChild as HTMLElement).getAttribute('style') ?? '';
    expect(style).toContain('10rem');
    expect(style).toContain('4rem');
  });

  it('ignores lines for other shapes', () => {
    const { container } = render(<Skeleton variant="circle" lines={3} />);
    expect(container.firstElementChild?.children).toHaveLength(0);
  });
});
