import { BannerCarousel, Card, Skeleton } from '@lobby/design-system';
import { useTranslation } from 'react-i18next';
import { useBanners } from '../../data';
import { useOpenBanner, useSlides } from '../banners';
import { SectionError } from './SectionError';
import * as styles from './HomeLobby.css';

/** The home banners (group w_home), shown only when there are some (SPEC.md section 2). */
export function HomeBanners() {
  const { t } = useTranslation();
  const result = useBanners('w_home');
  const { banners, isLoading, mutate } = result;
  const error = result.error as unknown;
  const open = useOpenBanner();
  const slides = useSlides(banners);

  if (isLoading) {
    return (
      <div className={styles.banner} role="status" aria-label={t('home.banners.loading')} data-testid="home-banners">
        <Skeleton variant="rect" height="100%" />
      </div>
    );
  }
  if (error !== undefined && slides.length === 0) {
    return (
      <Card
        padding="none"
        bordered={false}
        className={styles.bannerError}
        data-testid="home-banners"
        data-state="error"
      >
        <SectionError message={t('home.banners.failed')} error={error} onRetry={() => void mutate()} />
      </Card>
    );
  }
  if (slides.length === 0) return null;
  // The top of home: the first banner is the page's largest picture, likely its largest paint.
  return (
    <div className={styles.bannerFrame} data-testid="home-banners">
      <BannerCarousel banners={slides} onOpen={open} priority />
    </div>
  );
}
