import { act, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { HydrationProvider } from '../../hooks/useHydrated';
import { ThemeProvider } from '../../theme/ThemeProvider';
import { BannerCarousel, bannerAutoplayMs, bannerSpaceBetween, bannerSpeedMs, type Banner } from './BannerCarousel';

const wrapper = ({ children }: { children: ReactNode }) => <ThemeProvider mode="dark">{children}</ThemeProvider>;
const banner = (id: string, link?: Banner['link']): Banner => ({
  id,
  image: `data:,${id}`,
  title: `Banner ${id}`,
  link,
});

describe('BannerCarousel', () => {
  it('keeps the constants of SPEC.md section 9', () => {
    expect([bannerAutoplayMs, bannerSpeedMs, bannerSpaceBetween]).toEqual([5000, 1000, 20.3]);
  });

  it('paginates and autoplays only with more than one banner, each banner once', () => {
    const { container, rerender } = render(<BannerCarousel banners={[banner('a')]} onOpen={vi.fn()} />, {
      wrapper,
    });
    expect(screen.queryByRole('button', { name: /Go to banner/ })).toBeNull();
    expect(container.querySelectorAll('[aria-roledescription="banner"]')).toHaveLength(1);
    rerender(<BannerCarousel banners={[banner('a'), banner('b'), banner('c')]} onOpen={vi.fn()} />);
    expect(screen.getAllByRole('button', { name: /Go to banner/ })).toHaveLength(3);
    expect(screen.getByRole('button', { name: 'Go to banner 1' })).toHaveAttribute('aria-current', 'true');
    expect(screen.getByRole('group', { name: '2 of 3' })).toBeInTheDocument();
    expect(container.querySelectorAll('img')).toHaveLength(3);
  });

  it('moves on every 5 s while playing, and not while the pointer or the focus is inside', () => {
    vi.useFakeTimers();
    try {
      const { container } = render(<BannerCarousel banners={[banner('a'), banner('b')]} onOpen={vi.fn()} />, {
        wrapper,
      });
      const track = container.querySelector('section > div') as HTMLElement;
      Object.defineProperty(track, 'clientWidth', { value: 1000, configurable: true });
      Object.defineProperty(track, 'scrollWidth', { value: 2020, configurable: true });
      const section = container.querySelector('section') as HTMLElement;
      fireEvent.pointerOver(section);
      act(() => {
        vi.advanceTimersByTime(bannerAutoplayMs + bannerSpeedMs + 100);
      });
      expect(track.scrollLeft).toBe(0);
      fireEvent.pointerOut(section);
      act(() => {
        vi.advanceTimersByTime(bannerAutoplayMs + bannerSpeedMs + 100);
      });
      expect(track.scrollLeft).toBeGreaterThan(0);
    } finally {
      vi.useRealTimers();
    }
  });

  it('renders nothing without banners', () => {
    const { container } = render(<BannerCarousel banners={[]} onOpen={vi.fn()} />, { wrapper });
    expect(container.querySelector('section')).toBeNull();
  });

  it('opens the link of a linked banner and shows an unlinked one as a picture', async () => {
    const onOpen = vi.fn();
    const link = { type: 'promotion', target: '42' };
    render(<BannerCarousel banners={[banner('a', link), banner('b')]} onOpen={onOpen} autoplay={false} />, {
      wrapper,
    });
    await userEvent.click(screen.getByRole('button', { name: 'Banner a' }));
    expect(onOpen).toHaveBeenCalledWith(link);
    expect(screen.queryByRole('button', { name: 'Banner b' })).toBeNull();
    expect(screen.getByRole('img', { name: 'Banner b' })).toBeInTheDocument();
  });

  it('gives every picture the 16 / 5 box as width and height; with priority, the first loads at once', () => {
    const banners = [banner('a', { type: 'promotion', target: '1' }), banner('b'), banner('c')];
    const { container, rerender } = render(
      <BannerCarousel banners={banners} onOpen={vi.fn()} autoplay={false} priority />,
      { wrapper },
    );
    const pictures = () => ['a', 'b', 'c'].map((id) => screen.getByRole('img', { name: `Banner ${id}` }));
    for (const picture of pictures()) {
      expect(picture).toHaveAttribute('width', '1200');
      expect(picture).toHaveAttribute('height', '375');
      expect(picture).toHaveAttribute('decoding', 'async');
    }
    const [first, ...others] = pictures();
    expect(first).toHaveAttribute('fetchpriority', 'high');
    expect(first).toHaveAttribute('loading', 'eager');
    for (const picture of others) {
      expect(picture).not.toHaveAttribute('fetchpriority');
      // Clipped by the carousel, not below the fold: ready before their slide moves in.
      expect(picture).not.toHaveAttribute('loading');
    }

    rerender(<BannerCarousel banners={banners} onOpen={vi.fn()} autoplay={false} />);
    expect(container.querySelectorAll('img[fetchpriority], img[loading]')).toHaveLength(0);
  });

  it('offers a pause/play control only when there is more than one banner', async () => {
    const { rerender } = render(<BannerCarousel banners={[banner('a')]} onOpen={vi.fn()} />, { wrapper });
    expect(screen.queryByRole('button', { name: 'Pause the slideshow' })).toBeNull();
    rerender(<BannerCarousel banners={[banner('a'), banner('b')]} onOpen={vi.fn()} />);
    await userEvent.click(screen.getByRole('button', { name: 'Pause the slideshow' }));
    expect(screen.getByRole('button', { name: 'Play the slideshow' })).toBeInTheDocument();
  });

  it('renders playing first, as a server does, then stops under reduced motion once mounted', async () => {
    const matchMedia = vi.fn((query: string) => ({
      matches: query === '(prefers-reduced-motion: reduce)',
      addEventListener: vi.fn(),
      removeEventListener: vi.fn(),
    }));
    vi.stubGlobal('matchMedia', matchMedia);
    try {
      // The server cannot know the setting: its page shows the pause control, and hydration must match it.
      const { renderToString } = await import('react-dom/server');
      const html = renderToString(
        wrapper({ children: <BannerCarousel banners={[banner('a'), banner('b')]} onOpen={vi.fn()} /> }),
      );
      expect(html).toContain('Pause the slideshow');
      render(<BannerCarousel banners={[banner('a'), banner('b')]} onOpen={vi.fn()} />, { wrapper });
      expect(await screen.findByRole('button', { name: 'Play the slideshow' })).toBeInTheDocument();
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it.each([
    ['strip', 600, 200],
    ['card', 240, 120],
  ] as const)('sizes the pictures of the %s shape for its box (issue 16 item 6)', (shape, width, height) => {
    render(<BannerCarousel banners={[banner('a'), banner('b')]} onOpen={vi.fn()} autoplay={false} shape={shape} />, {
      wrapper,
    });
    for (const picture of screen.getAllByRole('img', { name: /Banner/ })) {
      expect(picture).toHaveAttribute('width', String(width));
      expect(picture).toHaveAttribute('height', String(height));
    }
    expect(screen.getByRole('region')).toHaveAttribute('data-shape', shape);
  });

  it('keeps every picture lazy, hydrated too, when off the first screen', async () => {
    const banners = ['a', 'b'].map((id) => ({ ...banner(id), image: `/banner/${id}.svg` }));
    const { renderToString } = await import('react-dom/server');
    const html = renderToString(
      wrapper({ children: <BannerCarousel banners={banners} onOpen={vi.fn()} shape="card" lazy /> }),
    );
    expect((html.match(/<img[^>]*>/g) ?? []).every((tag) => tag.includes('loading="lazy"'))).toBe(true);
    expect(html).not.toContain('rel="preload"');
    render(<BannerCarousel banners={banners} onOpen={vi.fn()} shape="card" lazy />, { wrapper });
    await act(async () => {
      await Promise.resolve();
    });
    for (const image of screen.getAllByRole('img', { name: /Banner/ }))
      expect(image).toHaveAttribute('loading', 'lazy');
  });

  it('leaves the other banners lazy in the server page (no preload ahead of the first screen), and loads them once hydrated', async () => {
    // Addresses, not data: URLs, which React never preloads.
    const banners = ['a', 'b', 'c'].map((id) => ({ ...banner(id), image: `/banner/${id}.svg` }));
    const { renderToString } = await import('react-dom/server');
    const html = renderToString(
      wrapper({
        children: (
          <HydrationProvider hydrating>
            <BannerCarousel banners={banners} onOpen={vi.fn()} priority />
          </HydrationProvider>
        ),
      }),
    );
    const pictures = html.match(/<img[^>]*>/g) ?? [];
    // Each banner once: a's picture eager and high priority, b's and c's lazy.
    expect(pictures).toHaveLength(3);
    expect(pictures[0]).toContain('loading="eager"');
    expect(pictures.slice(1).every((tag) => tag.includes('loading="lazy"'))).toBe(true);
    expect(html.match(/<link rel="preload"[^>]*>/g)).toEqual([
      '<link rel="preload" as="image" href="/banner/a.svg" fetchPriority="high"/>',
    ]);
    render(<BannerCarousel banners={banners} onOpen={vi.fn()} priority />, { wrapper });
    const images = await screen.findAllByRole('img', { name: /Banner [bc]/ });
    for (const image of images) expect(image).not.toHaveAttribute('loading');
  });
});
