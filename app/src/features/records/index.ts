// The records pages of the member centre (SPEC.md section 2) and the manual rebate.
export { AccountRecords } from './AccountRecords';
export { BetRecords } from './BetRecords';
export { BonusRecords } from './BonusRecords';
export { ManualRebate } from './ManualRebate';
export { ProfitLoss } from './ProfitLoss';
// The parts the agent centre's team reports share with the member's records.
export { BetFilters, betChoices, useBetFigureColumns } from './betParts';
export { useRecordsViewProps } from './recordsView';
export { everyDay, useSteadyDays } from './chartDays';
export { usePlatformToday, useRecordFilters } from './useRecordFilters';
