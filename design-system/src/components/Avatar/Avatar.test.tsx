import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Avatar } from './Avatar';

describe('Avatar', () => {
  it('shows the picture named after the player', () => {
    render(<Avatar src="/me.png" name="lucky88" />);
    expect(screen.getByRole('img', { name: 'lucky88' }).tagName).toBe('IMG');
  });

  it('gives the picture its square as width and height', () => {
    const { rerender } = render(<Avatar src="/me.png" name="lucky88" size="sm" />);
    const picture = () => screen.getByRole('img', { name: 'lucky88' });
    expect([picture().getAttribute('width'), picture().getAttribute('height')]).toEqual(['32', '32']);
    rerender(<Avatar src="/me.png" name="lucky88" size="lg" />);
    expect([picture().getAttribute('width'), picture().getAttribute('height')]).toEqual(['72', '72']);
  });

  it('falls back to the default avatar without a picture', () => {
    render(<Avatar name="lucky88" />);
    expect(screen.getByRole('img', { name: 'lucky88' }).tagName).toBe('svg');
  });

  it('falls back when the picture fails, and tries a new one', () => {
    const { rerender } = render(<Avatar src="/broken.png" name="lucky88" />);
    fireEvent.error(screen.getByRole('img'));
    expect(screen.getByRole('img', { name: 'lucky88' }).tagName).toBe('svg');
    rerender(<Avatar src="/new.png" name="lucky88" />);
    expect(screen.getByRole('img', { name: 'lucky88' })).toHaveAttribute('src', '/new.png');
  });
});
