export {
  ConvertPointsDialog,
  type ConvertField,
  type ConvertPointsDialogProps,
  type ConvertResult,
  type ConvertValues,
} from './ConvertPointsDialog';
