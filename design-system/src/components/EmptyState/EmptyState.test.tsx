import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { EmptyState } from './EmptyState';

describe('EmptyState', () => {
  it('shows the title, description and action', () => {
    render(<EmptyState title="No games" description="Try another vendor" action={<button>Reset</button>} />);
    expect(screen.getByText('No games')).toBeInTheDocument();
    expect(screen.getByText('Try another vendor')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Reset' })).toBeInTheDocument();
  });

  it('keeps its icon decorative', () => {
    const { container } = render(<EmptyState title="Nothing" />);
    expect(container.querySelector('svg')?.closest('[aria-hidden="true"]')).not.toBeNull();
  });
});
