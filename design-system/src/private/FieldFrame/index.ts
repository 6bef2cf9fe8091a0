// The frame every field of the forms area draws around its control: internal to the design system.
export { FieldFrame, RequiredMark, useFieldIds, type FieldFrameProps } from './FieldFrame';
export * as fieldStyles from './FieldFrame.css';
export { useKeepTyped } from './useKeepTyped';
