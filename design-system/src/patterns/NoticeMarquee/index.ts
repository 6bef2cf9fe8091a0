export { NoticeMarquee, type Notice, type NoticeMarqueeProps } from './NoticeMarquee';
