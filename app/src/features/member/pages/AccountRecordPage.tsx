import { AccountRecords } from '../../records';

/** /member/transactionHistory (SPEC.md section 2). */
export default function AccountRecordPage() {
  return <AccountRecords />;
}
