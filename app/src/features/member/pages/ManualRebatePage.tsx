import { ManualRebate } from '../../records';

/** /member/manualRebate (SPEC.md section 2). */
export default function ManualRebatePage() {
  return <ManualRebate />;
}
