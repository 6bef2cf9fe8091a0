import { useEffect, useState, type FocusEvent } from 'react';
import { Button } from '../../components/Button';
import { useHydrated } from '../../hooks/useHydrated';
import { useReducedMotion } from '../../hooks/useReducedMotion';
import { useSnapTrack } from '../../hooks/useSnapTrack';
import { useDsTranslation } from '../../i18n';
import { visuallyHidden } from '../../theme/global.css';
import * as styles from './BannerCarousel.css';

/** Where a banner leads; the app resolves the type (promotion, game, url...). */
export interface BannerLink {
  type: string;
  target: string;
}

export interface Banner {
  id: string;
  /** The banner picture (a URL). */
  image: string;
  /** Alternative text of the picture. */
  title: string;
  link?: BannerLink;
}

export interface BannerCarouselProps {
  banners: Banner[];
  /** Called with the link of the banner the player chose. */
  onOpen: (link: BannerLink) => void;
  /** Slides on by itself (every 5 s) while not paused; off under reduced motion. */
  autoplay?: boolean;
  /**
   * The carousel is on the page's first screen: the first banner's picture loads at once, ahead of
   * other images (it is likely the largest paint).
   */
  priority?: boolean;
  /**
   * The banner's box (issue 16 item 6): `wide` the home page's (16 / 5), `strip` a popup's band over
   * its form (3 / 1), `card` the side menu's small card (2 / 1). Each keeps its box while its
   * pictures load.
   */
  shape?: BannerShape;
  /**
   * The carousel is off the first screen (the side menu's foot): every picture waits until it nears
   * the view, also after hydration.
   */
  lazy?: boolean;
  /** The carousel's name as a region, where the page has another (default: the promotions' name). */
  label?: string;
}

export type BannerShape = 'wide' | 'strip' | 'card';

// SPEC.md section 9: autoplay 5000 ms, transition 1000 ms, spacing 20.3; loop and pagination only
// with more than one banner.
export const bannerAutoplayMs = 5000;
export const bannerSpeedMs = 1000;
export const bannerSpaceBetween = 20.3;

/**
 * The pictures' width and height attributes: the slide's 16 / 5 box (BannerCarousel.css.ts) at the
 * layout's widest content (the contentMaxWidth token, 1200px). The stylesheet still sizes the picture
 * to its slide; the attributes give the browser the box's shape before the picture arrives, and
 * Lighthouse, which reads width and height but not inline-size and block-size, finds it sized.
 */
const bannerImageSizes: Readonly<Record<BannerShape, { width: number; height: number }>> = {
  wide: { width: 1200, height: 375 },
  // A popup's band: the modal's width token (440px) and more, at 3 / 1.
  strip: { width: 600, height: 200 },
  // The side menu's card: its width token (240px) at 2 / 1.
  card: { width: 240, height: 120 },
};

/**
 * The home page's banner carousel (SPEC.md sections 2 and 9): one banner per view, the browser's
 * own scroll snapping and swiping (hooks/useSnapTrack), page bullets, and autoplay that can be paused
 * with a visible control and pauses while the pointer or the keyboard focus is inside (WCAG 2.2.2).
 * Loop (SPEC.md section 9): after the last banner the first follows, gliding back to it, rather than
 * through copies of the slides, so that each banner is in the page once (for screen readers, and for
 * the pictures' loading).
 */
export function BannerCarousel({
  banners,
  onOpen,
  autoplay = true,
  priority = false,
  shape = 'wide',
  lazy = false,
  label,
}: BannerCarouselProps) {
  const t = useDsTranslation();
  const count = banners.length;
  const many = count > 1;
  const { setElement, index, goTo } = useSnapTrack(count);
  // A page rendered on the server (which cannot know reduced motion) hydrates as it was rendered,
  // playing, and stops at once, long before its first slide would move.
  const reducedMotion = useReducedMotion();
  // The player's own pause or play, once pressed; until then autoplay unless reduced motion.
  const [chosen, setChosen] = useState<boolean | null>(null);
  const [held, setHeld] = useState({ pointer: false, focus: false });
  const playing = many && (chosen ?? (autoplay && !reducedMotion));
  const speed = reducedMotion ? 0 : bannerSpeedMs;

  // The next banner 5 s after this one showed, however it came (timer, bullet or swipe).
  useEffect(() => {
    if (!playing || held.pointer || held.focus) return;
    const timer = setTimeout(() => goTo((index + 1) % count, speed), bannerAutoplayMs);
    return () => clearTimeout(timer);
  }, [playing, held.pointer, held.focus, index, count, speed, goTo]);

  if (count === 0) return null;

  const onFocus = () => setHeld((now) => (now.focus ? now : { ...now, focus: true }));
  const onBlur = (event: FocusEvent<HTMLElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget)) setHeld((now) => ({ ...now, focus: false }));
  };

  return (
    <section
      className={styles.root}
      data-shape={shape}
      aria-roledescription="carousel"
      aria-label={label ?? t('bannerCarouselLabel')}
      onFocus={onFocus}
      onBlur={onBlur}
      onPointerEnter={() => setHeld((now) => ({ ...now, pointer: true }))}
      onPointerLeave={() => setHeld((now) => ({ ...now, pointer: false }))}
    >
      <div ref={setElement} className={styles.track} style={{ columnGap: bannerSpaceBetween }}>
        {banners.map((banner, slide) => (
          <div
            key={banner.id}
            className={styles.slide({ shape })}
            role="group"
            aria-roledescription={t('bannerCarouselSlideRole')}
            aria-label={many ? t('bannerCarouselSlide', { index: slide + 1, count }) : undefined}
          >
            <BannerSlide
              banner={banner}
              onOpen={onOpen}
              priority={priority && slide === 0}
              lazy={lazy}
              size={bannerImageSizes[shape]}
            />
          </div>
        ))}
      </div>
      {many ? (
        <div className={styles.bullets}>
          {banners.map((banner, slide) => (
            <button
              key={banner.id}
              type="button"
              className={styles.bullet}
              aria-label={t('bannerCarouselGoTo', { index: slide + 1 })}
              aria-current={slide === index ? 'true' : undefined}
              onClick={() => goTo(slide, speed)}
            />
          ))}
        </div>
      ) : null}
      {many ? (
        <div className={styles.toggle}>
          <Button
            variant="secondary"
            size="sm"
            icon={playing ? pauseIcon : playIcon}
            onClick={() => setChosen(!playing)}
          >
            <span className={visuallyHidden}>{t(playing ? 'bannerCarouselPause' : 'bannerCarouselPlay')}</span>
          </Button>
        </div>
      ) : null}
    </section>
  );
}

interface BannerSlideProps {
  banner: Banner;
  onOpen: (link: BannerLink) => void;
  priority: boolean;
  lazy: boolean;
  size: { width: number; height: number };
}

function BannerSlide({ banner, onOpen, priority, lazy, size }: BannerSlideProps) {
  // The other slides load once the page has hydrated, long before autoplay shows the second: lazy
  // until then, so that neither the server's HTML (React preloads its eager pictures) nor the browser
  // fetches and decodes them ahead of the first screen's. Lazy for good they would start loading
  // only as their slide moves in, clipped by the carousel rather than below the fold.
  const hydrated = useHydrated();
  const picture = (
    <img
      className={styles.image}
      src={banner.image}
      alt={banner.title}
      {...size}
      loading={priority ? 'eager' : hydrated && !lazy ? undefined : 'lazy'}
      fetchPriority={priority ? 'high' : undefined}
      decoding="async"
      draggable={false}
    />
  );
  const { link } = banner;
  if (!link) return picture;
  return (
    <button type="button" className={styles.link} onClick={() => onOpen(link)}>
      {picture}
    </button>
  );
}

const pauseIcon = (
  <svg viewBox="0 0 16 16" fill="currentColor">
    <rect x="3" y="2" width="3.5" height="12" rx="1" />
    <rect x="9.5" y="2" width="3.5" height="12" rx="1" />
  </svg>
);

const playIcon = (
  <svg viewBox="0 0 16 16" fill="currentColor">
    <path d="M4 2.5v11a.5.5 0 0 0 .77.42l8.5-5.5a.5.5 0 0 0 0-.84l-8.5-5.5A.5.5 0 0 0 4 2.5Z" />
  </svg>
);
