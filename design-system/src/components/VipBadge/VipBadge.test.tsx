import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { VipBadge } from './VipBadge';

describe('VipBadge', () => {
  it('shows the rank level and the label, the crown hidden from assistive technology', () => {
    const { container } = render(<VipBadge level={3} label="Gold" />);
    expect(container).toHaveTextContent('VIP 3 Gold');
    expect(container.querySelector('svg')).toHaveAttribute('aria-hidden', 'true');
  });
});
