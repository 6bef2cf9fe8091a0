export { Chevron } from './Chevron';
