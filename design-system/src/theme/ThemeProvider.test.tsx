import type { BrandTheme } from '@lobby/tokens';
import dark from '@lobby/tokens/dist/themes/dark.json';
import light from '@lobby/tokens/dist/themes/light.json';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ThemePortal, ThemeProvider, themeClassNames, useTheme } from './ThemeProvider';

const brand: BrandTheme = {
  id: 'test',
  name: 'Test',
  dark: { ...dark, color: { ...dark.color, accent: { ...dark.color.accent, base: '#123456' } } },
  light,
};

function ShowMode() {
  return <span>{useTheme().mode}</span>;
}

describe('ThemeProvider', () => {
  it('marks its root with the mode and gives each mode its own classes', () => {
    const { rerender } = render(
      <ThemeProvider mode="dark">
        <ShowMode />
      </ThemeProvider>,
    );
    const root = screen.getByText('dark').parentElement as HTMLElement;
    const darkClass = root.className;
    expect(root).toHaveAttribute('data-theme', 'dark');
    rerender(
      <ThemeProvider mode="light">
        <ShowMode />
      </ThemeProvider>,
    );
    expect(screen.getByText('light').parentElement?.className).not.toBe(darkClass);
  });

  it('applies a brand as inline CSS variables with the contract names, without a rebuild', () => {
    render(
      <ThemeProvider mode="dark" brand={brand}>
        <span>x</span>
      </ThemeProvider>,
    );
    const root = screen.getByText('x').parentElement as HTMLElement;
    expect(root.style.getPropertyValue('--lobby-color-accent-base')).toBe('#123456');
    expect(root).toHaveAttribute('data-brand', 'test');
  });

  it('re-applies the theme inside portals', () => {
    render(
      <ThemeProvider mode="dark" brand={brand}>
        <ThemePortal>
          <span>in portal</span>
        </ThemePortal>
      </ThemeProvider>,
    );
    const portalRoot = screen.getByText('in portal').parentElement as HTMLElement;
    expect(portalRoot).toHaveAttribute('data-theme', 'dark');
    expect(portalRoot.style.getPropertyValue('--lobby-color-accent-base')).toBe('#123456');
  });

  it('themes <html> when global, and cleans up after itself', () => {
    const { unmount } = render(
      <ThemeProvider mode="dark" brand={brand} global>
        <span>g</span>
      </ThemeProvider>,
    );
    const html = document.documentElement;
    expect(html.style.getPropertyValue('--lobby-color-accent-base')).toBe('#123456');
    expect(html.classList.length).toBeGreaterThan(0);
    unmount();
    expect(html.style.getPropertyValue('--lobby-color-accent-base')).toBe('');
    expect(html.classList.length).toBe(0);
  });

  it("on a server's page, leaves <html> as its head script left it, then swaps it once per change", () => {
    const html = document.documentElement;
    // The server rendered dark; the head script switched the page to light before the first paint.
    html.className = themeClassNames.light;
    html.setAttribute('data-mode', 'light');
    const changes: string[] = [];
    const note = (records: MutationRecord[]) => {
      for (const record of records)
        changes.push(`${record.attributeName}=${html.getAttribute(record.attributeName ?? '')}`);
    };
    const observer = new MutationObserver(note);
    observer.observe(html, { attributes: true });
    const page = (mode: 'dark' | 'light') => (
      <ThemeProvider mode={mode} brand={brand} global>
        <span>g</span>
      </ThemeProvider>
    );
    try {
      // Hydration in the server's mode, then the app takes the page's: <html> is not touched.
      const { rerender, unmount } = render(page('dark'));
      rerender(page('light'));
      note(observer.takeRecords());
      expect(changes).toEqual([]);
      expect(html.className).toBe(themeClassNames.light);
      // The player picks dark: the classes and data-mode swap; the brand's variables stay in the page's style.
      rerender(page('dark'));
      expect(html.className).toBe(themeClassNames.dark);
      expect(html).toHaveAttribute('data-mode', 'dark');
      expect(html.style.getPropertyValue('--lobby-color-accent-base')).toBe('');
      unmount();
      expect(html.className).toBe(themeClassNames.dark);
    } finally {
      observer.disconnect();
      html.removeAttribute('class');
      html.removeAttribute('data-mode');
    }
  });

  it('refuses useTheme outside a provider with a clear message', () => {
    expect(() => render(<ShowMode />)).toThrow('useTheme must be used inside a ThemeProvider');
  });
});

describe('ThemeProvider direction', () => {
  it('sets the writing direction on its root and in portals', () => {
    render(
      <ThemeProvider mode="light" dir="rtl">
        <span>root</span>
        <ThemePortal>
          <span>portal</span>
        </ThemePortal>
      </ThemeProvider>,
    );
    expect(screen.getByText('root').closest('[data-theme]')).toHaveAttribute('dir', 'rtl');
    expect(screen.getByText('portal').parentElement).toHaveAttribute('dir', 'rtl');
  });
});
