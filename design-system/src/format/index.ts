export { formatDateTime, formatOffset, isoInOffset, type DateTimeFormatOptions, type DateTimeStyle } from './date';
export { maskedAmount, maskText, type MaskOptions } from './mask';
export { formatMinorUnits, formatMoney, type MinorUnitsFormatOptions, type MoneyFormatOptions } from './money';
export { formatNumber, type NumberFormatOptions } from './number';
