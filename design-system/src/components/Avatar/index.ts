export { Avatar, avatarSizes, type AvatarProps } from './Avatar';
export { side as avatarSide } from './Avatar.css';
