export { AuthPopup } from './AuthPopup';
