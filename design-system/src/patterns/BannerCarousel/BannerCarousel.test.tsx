import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { ThemeProvider } from '../../theme/ThemeProvider';
import {
  BannerCarousel,
  bannerAutoplayMs,
  bannerSpaceBetween,
  bannerSpeedMs,
  bannerSwiperOptions,
  type Banner,
} from './BannerCarousel';

// Swiper's first render is slow in jsdom on a busy machine.
vi.setConfig({ testTimeout: 20_000 });

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

  it('loops, paginates and autoplays only with more than one banner', () => {
    const one = bannerSwiperOptions(1, true);
    expect(one).toMatchObject({ loop: false, pagination: false, autoplay: false, speed: 1000, spaceBetween: 20.3 });
    const three = bannerSwiperOptions(3, true);
    expect(three).toMatchObject({ loop: true, pagination: { clickable: true }, speed: 1000, spaceBetween: 20.3 });
    expect(three.autoplay).toMatchObject({ enabled: true, delay: 5000 });
    expect(bannerSwiperOptions(3, false).autoplay).toMatchObject({ enabled: false, delay: 5000 });
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

  it('leaves the other banners lazy in the server page (no preload ahead of the first screen), and loads them once hydrated', async () => {
    // Addresses, not data: URLs, which React never preloads.
    const banners = ['a', 'b', 'c'].map((id) => ({ ...banner(id), image: `/banner/${id}.svg` }));
    const { renderToString } = await import('react-dom/server');
    const html = renderToString(wrapper({ children: <BannerCarousel banners={banners} onOpen={vi.fn()} priority /> }));
    const pictures = html.match(/<img[^>]*>/g) ?? [];
    // Swiper's loop may repeat slides; each picture of b and c is lazy, a's is eager and high priority.
    expect(pictures.filter((tag) => tag.includes('/a.svg')).every((tag) => tag.includes('loading="eager"'))).toBe(true);
    const others = pictures.filter((tag) => !tag.includes('/a.svg'));
    expect(others.length).toBeGreaterThan(0);
    expect(others.every((tag) => tag.includes('loading="lazy"'))).toBe(true);
    expect(html.match(/<link rel="preload"[^>]*>/g)).toEqual([
      '<link rel="preload" as="image" href="/banner/a.svg" fetchPriority="high"/>',
    ]);
    render(<BannerCarousel banners={banners} onOpen={vi.fn()} priority />, { wrapper });
    const images = await screen.findAllByRole('img', { name: /Banner [bc]/ });
    for (const image of images) expect(image).not.toHaveAttribute('loading');
  });
});
