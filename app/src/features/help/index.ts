export { HelpContent } from './HelpContent';
