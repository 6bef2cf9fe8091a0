import { BannerCarousel, Card, Skeleton, type Banner, type BannerLink } from '@lobby/design-system';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { cdnUrl } from '../../api';
import { useBanners, useSystemStatus } from '../../data';
import { href } from '../../routes/paths';
import { useSite } from '../../shell/site';
import { seamlessParams } from '../games';
import { bannerLink } from './bannerLinks';
import { SectionError } from './SectionError';
import * as styles from './HomeLobby.css';

/** The home banners (group w_home), shown only when there are some (SPEC.md section 2). */
export function HomeBanners() {
  const { t } = useTranslation();
  const result = useBanners('w_home');
  const { banners, isLoading, mutate } = result;
  const error = result.error as unknown;
  const imageCdns = useSystemStatus().data?.info.config.imageCdnList;
  const open = useOpenBanner();
  // The CDN is picked once per list (SPEC.md section 7: at random per use).
  const slides = useMemo(
    () =>
      banners.map((banner): Banner => ({
        id: String(banner.bannerId),
        image: cdnUrl(banner.url, imageCdns ?? []),
        title: banner.title,
        link: bannerLink(banner),
      })),
    [banners, imageCdns],
  );

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

/** Opens a slide's target: routes in the site, pages in a new tab, promotions on their page. */
function useOpenBanner() {
  const navigate = useNavigate();
  const { requireMember } = useSite();
  return (link: BannerLink) => {
    switch (link.type) {
      case 'route':
        void navigate(link.target);
        return;
      case 'external':
        window.open(link.target, '_blank', 'noopener,noreferrer');
        return;
      case 'promotion':
        void navigate(href('promotions'));
        return;
      case 'game':
        // Real-money play: guests get the login popup, trial users the register warning (SPEC.md section 4).
        if (requireMember()) void navigate(href('seamless', { [seamlessParams.nodeId]: link.target }));
        return;
    }
  };
}
