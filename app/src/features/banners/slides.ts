import type { Banner as WireBanner } from '@lobby/contract';
import type { Banner } from '@lobby/design-system';
import { useMemo } from 'react';
import { cdnUrl } from '../../api';
import { useSystemStatus } from '../../data';
import { bannerLink } from './bannerLinks';

/** A group's banners as the carousel's slides; the CDN is picked once per list (SPEC.md section 7: at random per use). */
export function useSlides(banners: readonly WireBanner[]): Banner[] {
  const imageCdns = useSystemStatus().data?.info.config.imageCdnList;
  return useMemo(
    () =>
      banners.map((banner): Banner => ({
        id: String(banner.bannerId),
        image: cdnUrl(banner.url, imageCdns ?? []),
        title: banner.title,
        link: bannerLink(banner),
      })),
    [banners, imageCdns],
  );
}
