import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Tiles } from './Tiles';

describe('Tiles', () => {
  it('renders a list when asked, with each tile an item', () => {
    render(
      <Tiles as="ul" minColumnWidth="10rem" aria-label="Regalos">
        <li>uno</li>
        <li>dos</li>
      </Tiles>,
    );
    expect(screen.getByRole('list', { name: 'Regalos' })).toContainElement(screen.getByText('dos'));
    expect(screen.getAllByRole('listitem')).toHaveLength(2);
  });

  it('passes the column count or the narrowest column to its grid', () => {
    const { container } = render(
      <>
        <Tiles columns={3}>
          <span>a</span>
        </Tiles>
        <Tiles minColumnWidth="12rem" flow="fit">
          <span>b</span>
        </Tiles>
      </>,
    );
    const [fixed, responsive] = Array.from(container.children) as [HTMLElement, HTMLElement];
    expect(fixed.getAttribute('style')).toContain('3');
    expect(responsive.getAttribute('style')).toContain('12rem');
    expect(fixed.className).not.toBe(responsive.className);
  });
});
