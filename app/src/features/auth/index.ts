export { AuthControls } from './AuthControls';
