export { AvatarPicker, type AvatarChoice, type AvatarPickerProps } from './AvatarPicker';
