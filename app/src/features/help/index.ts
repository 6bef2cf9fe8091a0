export { HelpContent, type HelpContentProps } from './HelpContent';
export { HelpModal, type HelpModalProps } from './HelpModal';
