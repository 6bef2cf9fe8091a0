export { CardRoomList, type CardRoomListProps } from './CardRoomList';
