export {
  BannerCarousel,
  bannerAutoplayMs,
  bannerSpaceBetween,
  bannerSpeedMs,
  type Banner,
  type BannerCarouselProps,
  type BannerLink,
  type BannerShape,
} from './BannerCarousel';
