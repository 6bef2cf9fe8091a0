export { copyToClipboard } from './copyToClipboard';
