// The announcements feature: the notices popup (opened through the site's popups) and the home popups.
export { HomePopups } from './HomePopups';
export { NoticesPopup, type NoticesPopupProps } from './NoticesPopup';
