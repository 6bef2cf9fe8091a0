export { isRecordsDay, rangeDays, recordsRange } from './range';
export { RecordsView, type RecordsPaging, type RecordsViewProps } from './RecordsView';
