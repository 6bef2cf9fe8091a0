import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { SkipLink } from './SkipLink';

describe('SkipLink', () => {
  it('links to the main content and moves the focus there without changing the address', () => {
    const scrollIntoView = vi.fn();
    Element.prototype.scrollIntoView = scrollIntoView;
    render(
      <>
        <SkipLink target="main-content">Saltar al contenido</SkipLink>
        <main id="main-content" tabIndex={-1}>
          contenido
        </main>
      </>,
    );
    const link = screen.getByRole('link', { name: 'Saltar al contenido' });
    expect(link).toHaveAttribute('href', '#main-content');
    const before = window.location.href;
    const click = new MouseEvent('click', { bubbles: true, cancelable: true });
    fireEvent(link, click);
    expect(click.defaultPrevented).toBe(true);
    expect(screen.getByRole('main')).toHaveFocus();
    expect(scrollIntoView).toHaveBeenCalledOnce();
    expect(window.location.href).toBe(before);
  });
});
