export { NoticeBoard, type BoardNotice, type NoticeBoardProps } from './NoticeBoard';
