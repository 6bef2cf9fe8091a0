import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Loader } from './Loader';

describe('Loader', () => {
  it('announces loading with the default label', () => {
    render(<Loader />);
    expect(screen.getByRole('status', { name: 'Loading…' })).toBeInTheDocument();
  });

  it('takes a label and a full-page look', () => {
    const { container } = render(<Loader label="Signing out" />);
    const { container: full } = render(<Loader fullPage label="Signing out" />);
    expect(screen.getAllByRole('status', { name: 'Signing out' })).toHaveLength(2);
    expect(container.firstElementChild?.className).not.toBe(full.firstElementChild?.className);
  });
});
