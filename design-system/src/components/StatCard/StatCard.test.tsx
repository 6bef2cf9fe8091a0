import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { StatCard } from './StatCard';

describe('StatCard', () => {
  it('shows the label, value and hint', () => {
    render(<StatCard label="Team deposits" value="12,500.00" hint="Since Monday" />);
    expect(screen.getByText('Team deposits')).toBeInTheDocument();
    expect(screen.getByText('12,500.00')).toBeInTheDocument();
    expect(screen.getByText('Since Monday')).toBeInTheDocument();
  });

  it.each([
    ['up', 'Going up'],
    ['down', 'Going down'],
    ['flat', 'No change'],
  ] as const)('says the %s trend in words, not only with colour', (trend, words) => {
    render(<StatCard label="Members" value="42" trend={trend} />);
    expect(screen.getByText(words)).toBeInTheDocument();
  });
});
