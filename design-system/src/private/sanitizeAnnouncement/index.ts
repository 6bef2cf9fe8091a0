export { sanitizeAnnouncement } from './sanitizeAnnouncement';
