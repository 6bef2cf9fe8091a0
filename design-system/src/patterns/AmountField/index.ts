export { AmountField, useAmountProblemText, type AmountFieldProps } from './AmountField';
export { amountText, checkAmount, parseAmount, type AmountLimits, type AmountProblem } from './amount';
