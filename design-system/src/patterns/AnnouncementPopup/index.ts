export { AnnouncementPopup, type Announcement, type AnnouncementPopupProps } from './AnnouncementPopup';
export { sanitizeAnnouncement } from './sanitizeAnnouncement';
