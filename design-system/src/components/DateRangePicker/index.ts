export { DateRangePicker, type DateRangePickerProps } from './DateRangePicker';
export { datePresets, type DatePreset, type DateRange } from './dates';
