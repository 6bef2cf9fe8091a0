export {
  BannerCarousel,
  bannerAutoplayMs,
  bannerSpaceBetween,
  bannerSpeedMs,
  bannerSwiperOptions,
  type Banner,
  type BannerCarouselProps,
  type BannerLink,
} from './BannerCarousel';
