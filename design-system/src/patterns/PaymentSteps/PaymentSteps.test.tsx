import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { PaymentSteps } from './PaymentSteps';

describe('PaymentSteps', () => {
  it('numbers the steps in order under a heading, with the note after', () => {
    render(<PaymentSteps title="How to deposit" steps={['Choose', 'Transfer', 'Wait']} note="About 20 seconds." />);
    const region = screen.getByRole('region', { name: 'How to deposit' });
    const steps = within(region).getAllByRole('listitem');
    expect(steps.map((step) => step.textContent)).toEqual(['1Choose', '2Transfer', '3Wait']);
    expect(within(region).getByText('About 20 seconds.')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 3, name: 'How to deposit' })).toBeInTheDocument();
  });
});
