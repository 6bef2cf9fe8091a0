import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Badge } from './Badge';

describe('Badge', () => {
  it('shows the count and says it is unread', () => {
    render(<Badge count={7} />);
    expect(screen.getByText('7')).toHaveAttribute('aria-hidden', 'true');
    expect(screen.getByText('7 unread')).toBeInTheDocument();
  });

  it('caps the shown count at max but says the real one', () => {
    render(<Badge count={150} />);
    expect(screen.getByText('99+')).toBeInTheDocument();
    expect(screen.getByText('150 unread')).toBeInTheDocument();
  });

  it('renders nothing for zero', () => {
    const { container } = render(<Badge count={0} />);
    expect(container).toBeEmptyDOMElement();
  });

  it('shows a dot with only the spoken text, or a given label', () => {
    render(<Badge count={3} dot label="3 new missions" />);
    expect(screen.queryByText('3')).toBeNull();
    expect(screen.getByText('3 new missions')).toBeInTheDocument();
  });
});
