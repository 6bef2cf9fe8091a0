import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Image } from './Image';

describe('Image', () => {
  it('reserves its box with intrinsic width and height and loads lazily', () => {
    render(<Image src="/game.png" alt="Fortune Tiger" width={200} height={150} />);
    const image = screen.getByRole('img', { name: 'Fortune Tiger' });
    expect(image).toHaveAttribute('width', '200');
    expect(image).toHaveAttribute('height', '150');
    expect(image).toHaveAttribute('loading', 'lazy');
  });

  it('tries the fallback, then the built-in default image', () => {
    render(<Image src="/a.png" fallbackSrc="/b.png" alt="Fortune Tiger" width={200} height={150} />);
    fireEvent.error(screen.getByRole('img'));
    expect(screen.getByRole('img')).toHaveAttribute('src', '/b.png');
    fireEvent.error(screen.getByRole('img'));
    const placeholder = screen.getByRole('img', { name: 'Fortune Tiger' });
    expect(placeholder.tagName).toBe('svg');
    expect(placeholder).toHaveAttribute('width', '200');
  });

  it('keeps a decorative image hidden after failing', () => {
    const { container } = render(<Image src="/a.png" alt="" width={20} height={20} />);
    fireEvent.error(container.querySelector('img') as HTMLImageElement);
    expect(container.querySelector('svg')).toHaveAttribute('aria-hidden', 'true');
  });
});
