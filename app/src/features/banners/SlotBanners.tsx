import type { BannerGroup } from '@lobby/contract';
import { BannerCarousel } from '@lobby/design-system';
import { useBanners } from '../../data';
import { BannerSlot, type SlotShape } from './BannerSlot';
import { useSlides } from './slides';
import { useOpenBanner } from './useOpenBanner';

export interface SlotBannersProps {
  /** The popups' and the side menu's groups (w_home is the home page's carousel). */
  group: Exclude<BannerGroup, 'w_home'>;
  shape: SlotShape;
  /** Runs before a banner's link is followed (a popup closes). */
  onFollow?: () => void;
  /** Off the first screen: the pictures wait until they near the view. */
  lazy?: boolean;
  /** The carousel's name, where the page has another carousel. */
  label?: string;
  /** Moves on by itself (the popups' strip); the side menu's card waits for the player. */
  autoplay?: boolean;
}

/**
 * The banners of one slot (issue 16 item 6: w_login, w_register, w_forget in their popups, w_leftmenu
 * in the side menu), followed as the home page's are (useOpenBanner). Nothing at all when the group
 * has none (or its call failed: a slot is an extra, never an error box); its box while they load.
 */
export function SlotBanners({ group, shape, onFollow, lazy = false, label, autoplay = true }: SlotBannersProps) {
  const { banners, isLoading } = useBanners(group);
  const slides = useSlides(banners);
  const open = useOpenBanner(onFollow);
  if (isLoading) return <BannerSlot group={group} shape={shape} loading />;
  if (slides.length === 0) return null;
  return (
    <BannerSlot group={group} shape={shape}>
      <BannerCarousel banners={slides} onOpen={open} shape={shape} lazy={lazy} label={label} autoplay={autoplay} />
    </BannerSlot>
  );
}
