export { AnnouncementPopup, type Announcement, type AnnouncementPopupProps } from './AnnouncementPopup';
