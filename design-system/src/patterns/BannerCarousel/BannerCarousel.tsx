import { useEffect, useRef, useState, useSyncExternalStore, type FocusEvent } from 'react';
import type { Swiper as SwiperInstance, SwiperOptions } from 'swiper/types';
import { A11y, Autoplay, Pagination } from 'swiper/modules';
import { Swiper, SwiperSlide } from 'swiper/react';
import 'swiper/css';
import 'swiper/css/a11y';
import 'swiper/css/pagination';
import { Button } from '../../components/Button';
import { useHydrated } from '../../hooks/useHydrated';
import { useDsTranslation } from '../../i18n';
import { visuallyHidden } from '../../theme/global.css';
import { useTheme } from '../../theme/ThemeProvider';
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
}

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
const bannerImageSize = { width: 1200, height: 375 } as const;

/** The Swiper options for a number of banners (SPEC.md section 9). */
export function bannerSwiperOptions(count: number, autoplay: boolean): SwiperOptions {
  const many = count > 1;
  return {
    speed: bannerSpeedMs,
    spaceBetween: bannerSpaceBetween,
    loop: many,
    autoplay: many
      ? { enabled: autoplay, delay: bannerAutoplayMs, disableOnInteraction: false, pauseOnMouseEnter: true }
      : false,
    pagination: many ? { clickable: true } : false,
  };
}

const reducedMotionQuery = '(prefers-reduced-motion: reduce)';

// jsdom declares matchMedia without implementing it.
const reducedMotionList = () =>
  typeof window !== 'undefined' && typeof window.matchMedia === 'function'
    ? window.matchMedia(reducedMotionQuery)
    : null;

const prefersReducedMotion = () => reducedMotionList()?.matches ?? false;

function subscribeReducedMotion(onChange: () => void) {
  const list = reducedMotionList();
  list?.addEventListener('change', onChange);
  return () => list?.removeEventListener('change', onChange);
}

/**
 * The home page's banner carousel (SPEC.md sections 2 and 9). Autoplay can be paused with a visible
 * control and pauses while the pointer or the keyboard focus is inside (WCAG 2.2.2).
 */
export function BannerCarousel({ banners, onOpen, autoplay = true, priority = false }: BannerCarouselProps) {
  const t = useDsTranslation();
  const { dir } = useTheme();
  const swiper = useRef<SwiperInstance | null>(null);
  const many = banners.length > 1;
  // Reduced motion is the browser's to tell: a page rendered on the server (which cannot know it)
  // hydrates as it was rendered, playing, and stops at once, long before its first slide would move.
  const reducedMotion = useSyncExternalStore(subscribeReducedMotion, prefersReducedMotion, () => false);
  // The player's own pause or play, once pressed; until then autoplay unless reduced motion.
  const [chosen, setChosen] = useState<boolean | null>(null);
  const playing = many && (chosen ?? (autoplay && !reducedMotion));
  useEffect(() => {
    if (!playing) swiper.current?.autoplay.stop();
  }, [playing]);

  if (banners.length === 0) return null;

  const toggle = () => {
    if (playing) swiper.current?.autoplay.stop();
    else swiper.current?.autoplay.start();
    setChosen(!playing);
  };
  const onFocus = () => {
    if (playing) swiper.current?.autoplay.pause();
  };
  const onBlur = (event: FocusEvent<HTMLElement>) => {
    if (playing && !event.currentTarget.contains(event.relatedTarget)) swiper.current?.autoplay.resume();
  };

  return (
    <section
      className={styles.root}
      aria-roledescription="carousel"
      aria-label={t('bannerCarouselLabel')}
      onFocus={onFocus}
      onBlur={onBlur}
    >
      <Swiper
        key={dir}
        dir={dir}
        modules={[A11y, Autoplay, Pagination]}
        {...bannerSwiperOptions(banners.length, playing)}
        a11y={{
          paginationBulletMessage: t('bannerCarouselGoTo', { index: '{{index}}' }),
          slideLabelMessage: t('bannerCarouselSlide', { index: '{{index}}', count: '{{slidesLength}}' }),
          containerMessage: null,
          containerRoleDescriptionMessage: null,
        }}
        onSwiper={(instance) => {
          swiper.current = instance;
        }}
      >
        {banners.map((banner, index) => (
          <SwiperSlide key={banner.id} className={styles.slide}>
            <BannerSlide banner={banner} onOpen={onOpen} priority={priority && index === 0} />
          </SwiperSlide>
        ))}
      </Swiper>
      {many ? (
        <div className={styles.toggle}>
          <Button variant="secondary" size="sm" icon={playing ? pauseIcon : playIcon} onClick={toggle}>
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
}

function BannerSlide({ banner, onOpen, priority }: BannerSlideProps) {
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
      {...bannerImageSize}
      loading={priority ? 'eager' : hydrated ? undefined : 'lazy'}
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
