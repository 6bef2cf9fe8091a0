import { RecentPlays } from '../sections/RecentPlays';

/** /member/personalHistoryCopy (SPEC.md section 2). */
export default function BettingRecordPage() {
  return <RecentPlays />;
}
