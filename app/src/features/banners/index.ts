// The operator's banners (SPEC.md section 3: groups w_home, w_login, w_register, w_forget,
// w_leftmenu): where a banner leads and how it is followed, and the slots outside home (issue 16 item 6).
export { SlotBanners } from './SlotBanners';
export { useSlides } from './slides';
export { useOpenBanner } from './useOpenBanner';
