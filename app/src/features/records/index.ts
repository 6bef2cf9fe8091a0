// The records pages of the member centre (SPEC.md section 2) and the manual rebate.
export { AccountRecords } from './AccountRecords';
export { BetRecords } from './BetRecords';
export { BonusRecords } from './BonusRecords';
export { ManualRebate } from './ManualRebate';
export { ProfitLoss } from './ProfitLoss';
