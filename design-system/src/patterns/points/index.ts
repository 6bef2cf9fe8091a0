// Internals shared by the points patterns (GiftCard, PointsBalance, RedeemDialog, ConvertPointsDialog,
// ExchangeRateTable); not part of the public API.
export { DialogActions } from './DialogActions';
export { Notice, Summary } from './Summary';
export { usePointsForm, type PointsDialogProps } from './usePointsForm';
export { usePointsFormat, type PointsRate } from './usePointsFormat';
export * as pointsStyles from './points.css';
